// The frame of every page of the PDFs (the report and the applicant export): the brand's logo
// and name with what the PDF is about at the top, 'page N of M' at the bottom, both `fixed`,
// so react-pdf repeats them on each page the content flows onto.
import { createElement as h, type ReactElement } from "react";
import { Font, Image, StyleSheet, Text, View } from "@react-pdf/renderer";
import type { SquareImage } from "./square-images";

/** The brand a PDF is for: its name and its logo's media URL (the first profile image), if any. */
export type PdfBrand = { name: string; logo: string | null };

// Names, handles and figures are never hyphenated: skipping the syllable search makes laying
// out the big report's 750 captions several times faster.
Font.registerHyphenationCallback((word) => [word]);

/** The page's padding above and below its content: the room of the header and the footer. */
export const FRAME_PADDING = { top: 56, bottom: 36 };

/** The page style of every PDF: room for the frame above and below, `side` points at the sides. */
export const pageStyle = (side: number, fontSize: number) => ({
  paddingTop: FRAME_PADDING.top,
  paddingBottom: FRAME_PADDING.bottom,
  paddingHorizontal: side,
  fontFamily: "Helvetica",
  fontSize,
  color: "#15171a",
});

const styles = StyleSheet.create({
  header: {
    position: "absolute",
    top: 18,
    flexDirection: "row",
    alignItems: "center",
    paddingBottom: 8,
    borderBottomWidth: 0.75,
    borderBottomColor: "#e3e6ea",
  },
  logo: { width: 22, height: 22, borderRadius: 5, marginRight: 8 },
  brand: { fontSize: 11, fontFamily: "Helvetica-Bold", flexGrow: 1, flexShrink: 1, maxLines: 1, textOverflow: "ellipsis" },
  label: { fontSize: 9, color: "#585f69", maxWidth: "55%", textAlign: "right", maxLines: 1, textOverflow: "ellipsis" },
  footer: { position: "absolute", bottom: 16, flexDirection: "row", justifyContent: "space-between", fontSize: 7.5, color: "#8a919b" },
});

/** 'page 2 of 5', the footer's count. */
export const pageOf = (page: number, pages: number) => `page ${page} of ${pages}`;

/**
 * The header and the footer of every page, `side` points from the page's edges: the logo (a
 * square, see square-images.ts) and the brand's name, `label` on the right (the report's month,
 * the export's offer); `note` and the page count below.
 */
export function pageFrame(opts: { brand: PdfBrand; logo: SquareImage | undefined; label: string; note: string; side: number }): ReactElement[] {
  const edges = { left: opts.side, right: opts.side };
  return [
    h(
      View,
      { key: "header", fixed: true, style: [styles.header, edges] },
      opts.logo ? h(Image, { src: opts.logo, style: styles.logo }) : null,
      h(Text, { style: styles.brand }, opts.brand.name),
      h(Text, { style: styles.label }, opts.label),
    ),
    h(
      View,
      { key: "footer", fixed: true, style: [styles.footer, edges] },
      h(Text, null, opts.note),
      h(Text, { render: ({ pageNumber, totalPages }) => pageOf(pageNumber, totalPages) }),
    ),
  ];
}
