// Outgoing email: SMTP when SMTP_URL is set, otherwise one .eml file per message in DATA_DIR/outbox.
import fs from "node:fs/promises";
import path from "node:path";
import type { Transporter } from "nodemailer";
import { lazily } from "~/utils/lazy";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** A fixed Message-ID ("<…@host>"): a message sent again after a crash is recognisably the same one. */
  messageId?: string;
  /** Marketing mail only: its one-click unsubscribe URL, sent as List-Unsubscribe with List-Unsubscribe-Post (RFC 8058). */
  listUnsubscribe?: string;
}

/** The message as nodemailer takes it: the unsubscribe URL becomes its two headers. */
function forTransport({ listUnsubscribe, ...message }: MailMessage) {
  if (!listUnsubscribe) return message;
  return { ...message, headers: { "List-Unsubscribe": `<${listUnsubscribe}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" } };
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export function createMailer(opts: { smtpUrl?: string; from: string; outboxDir: string; log?: (msg: string) => void }): Mailer {
  // Timeouts well under the mail queue's expireInSeconds (app/queue/queue.server.ts): a hung server
  // fails the send, to be retried, before the queue would hand the job to another process.
  // nodemailer loads with the first message, not with every server process.
  const transport = lazily(async (): Promise<Transporter> => {
    const { default: nodemailer } = await import("nodemailer");
    return opts.smtpUrl
      ? nodemailer.createTransport({ url: opts.smtpUrl, connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 })
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  });
  return {
    async send(message) {
      const info = await (await transport()).sendMail({ from: opts.from, ...forTransport(message) });
      if (opts.smtpUrl) return;
      await fs.mkdir(opts.outboxDir, { recursive: true });
      const file = path.join(
        opts.outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, "-")}-${info.messageId.replace(/[^\w.-]/g, "")}.eml`,
      );
      await fs.writeFile(file, (info as unknown as { message: Buffer }).message);
      opts.log?.(`mail to ${message.to} ("${message.subject}") written to ${file}`);
    },
  };
}
