// A real SMTP server that keeps what it receives (parsed), for the e-mail tests.
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface SunkMail {
  messageId: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Every header by its lower-case name, as sent. */
  headers: Record<string, string>;
}

export interface SmtpSink {
  port: number;
  inbox: SunkMail[];
  close(): Promise<void>;
}

/** `onMail` also hears of each message as it arrives (the e2e run's sink writes it to a file). */
export async function startSmtpSink(port = 0, onMail?: (mail: SunkMail) => void): Promise<SmtpSink> {
  const inbox: SunkMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const to = Array.isArray(mail.to) ? mail.to[0]?.text : mail.to?.text;
          const sunk: SunkMail = {
            messageId: mail.messageId ?? "",
            to: to ?? "",
            subject: mail.subject ?? "",
            html: typeof mail.html === "string" ? mail.html : "",
            text: mail.text ?? "",
            headers: Object.fromEntries(mail.headerLines.map((h) => [h.key, h.line.slice(h.key.length + 1).trim()])),
          };
          inbox.push(sunk);
          onMail?.(sunk);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(port, "127.0.0.1", resolve));
  const address = smtp.server.address() as { port: number };
  return { port: address.port, inbox, close: () => new Promise<void>((resolve) => smtp.close(() => resolve())) };
}
