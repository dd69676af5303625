// Outgoing mail. With SMTP_URL it goes out over SMTP; without, each message is written as an
// .eml file into DATA_DIR/outbox, so a fresh install can show "sent" mails with no mail server.
import fs from "node:fs/promises";
import path from "node:path";
import { randomBytes } from "node:crypto";
import nodemailer from "nodemailer";
import type { Config } from "../../config";

export type Mail = {
  to: string;
  subject: string;
  text: string;
  /** The same message as HTML, for mails that have more than a line or two (the weekly digest). */
  html?: string;
  /** Extra headers, such as List-Unsubscribe. */
  headers?: Record<string, string>;
};
export interface Mailer {
  /** `options.id`: the mail job's id (queue.ts jobIdOf), so that a mail sent twice goes once. */
  send(mail: Mail, options?: { id?: string }): Promise<void>;
}

export function createMailer(config: Pick<Config, "smtpUrl" | "mailFrom" | "dataDir">): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: config.mailFrom, ...mail });
      },
    };
  }
  const outbox = path.join(config.dataDir, "outbox");
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from: config.mailFrom, ...mail });
      await fs.mkdir(outbox, { recursive: true });
      // Sortable by time, unique across instances writing to the same directory.
      const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomBytes(4).toString("hex")}.eml`;
      await fs.writeFile(path.join(outbox, name), info.message as Buffer, { mode: 0o600 });
    },
  };
}

/** A mailer that keeps messages in memory, for tests. */
export function createMemoryMailer(): Mailer & { messages: Mail[] } {
  const messages: Mail[] = [];
  return {
    messages,
    async send(mail) {
      messages.push(mail);
    },
  };
}
