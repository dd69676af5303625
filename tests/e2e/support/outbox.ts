// The mails the e2e server sent: without SMTP_URL the API writes each one as an .eml file into
// DATA_DIR/outbox (api/adapters/mail/transport.ts), so a test reads the mail a person would get.
import fs from "node:fs";
import path from "node:path";
import { expect } from "@playwright/test";
import { serverEnv } from "./fixtures";

/** A quoted-printable body as text: soft line breaks joined, `=XX` bytes read as UTF-8. */
export function decodeQuotedPrintable(body: string): string {
  const joined = body.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined[i] === "=" ? /^[0-9A-F]{2}$/i.exec(joined.slice(i + 1, i + 3))?.[0] : undefined;
    if (hex) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i]!, "utf8"));
  }
  return Buffer.from(bytes).toString("utf8");
}

/** The outbox's mails, the newest first: each one's header lines and its text. */
function* mails(): Generator<{ head: string[]; text: string }> {
  const outbox = path.join(serverEnv().dataDir, "outbox");
  if (!fs.existsSync(outbox)) return;
  for (const name of fs.readdirSync(outbox).sort().reverse()) {
    const raw = fs.readFileSync(path.join(outbox, name), "utf8");
    const [head = "", ...body] = raw.split(/\r?\n\r?\n/);
    const text = body.join("\n\n");
    yield { head: head.split(/\r?\n/), text: /^Content-Transfer-Encoding: quoted-printable$/im.test(head) ? decodeQuotedPrintable(text) : text };
  }
}

/** The text of the newest mail to `to` in the outbox. */
function newestMailTo(to: string): string | null {
  for (const mail of mails()) if (mail.head.some((line) => line.toLowerCase() === `to: ${to.toLowerCase()}`)) return mail.text;
  return null;
}

/** Waits for a mail whose text holds every one of `parts` and gives its header lines and text. */
export async function mailWith(...parts: string[]): Promise<{ head: string[]; text: string }> {
  let found: { head: string[]; text: string } | null = null;
  const look = () => {
    for (const mail of mails()) if (parts.every((part) => mail.text.includes(part))) return (found = mail);
    return null;
  };
  await expect.poll(look, { message: `a mail with ${parts.join(", ")}`, timeout: 15_000 }).not.toBeNull();
  return found!;
}

/** Waits for a mail to `to` (the API sends mails from its job queue) and gives its text. */
export async function mailTo(to: string): Promise<string> {
  expect(serverEnv().dataDir, "E2E_DATA_DIR names the e2e server's data directory").toBeTruthy();
  let text: string | null = null;
  await expect.poll(() => (text = newestMailTo(to)), { message: `a mail to ${to}`, timeout: 15_000 }).not.toBeNull();
  return text!;
}
