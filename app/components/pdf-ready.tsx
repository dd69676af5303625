import type { ReactNode } from "react";
import { Alert } from "./alert";

/** While the PDF service renders (JS only: without it the post simply waits). */
export function PdfRendering({ children }: { children: ReactNode }) {
  return (
    <div className="pdf-progress" role="status">
      <p>{children}</p>
      <div className="pdf-progress__bar" aria-hidden="true" />
    </div>
  );
}

/** A rendered PDF: it downloads by itself (a refresh without JS), with its 7-day share link. */
export function PdfReady({ file, link }: { file: string; link: string }) {
  return (
    <Alert tone="success" title="Your PDF is ready.">
      <noscript>
        <meta httpEquiv="refresh" content={`0;url=${file}`} />
      </noscript>
      <p>
        The download starts by itself. If it doesn&apos;t,{" "}
        <a href={file} download>
          download the PDF
        </a>
        .
      </p>
      <p className="pdf-share">
        Share link (expires in 7 days):{" "}
        <a href={link} target="_blank" rel="noreferrer noopener">
          {link}
        </a>
      </p>
    </Alert>
  );
}
