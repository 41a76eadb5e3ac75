// The e-mails the app sent during the e2e run, as the SMTP sink (./smtp-sink.ts) received them.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { SunkMail } from "../../setup/smtp-sink";
import { e2eDataDir } from "./platform-db";

export type ReceivedMail = SunkMail & { receivedAt: string };

/** Where the sink writes; playwright.config.ts passes the same folder to it. */
export const mailSinkDir = () => path.join(e2eDataDir(), "mail-sink");

/** Every message received for the address `to` (any case), oldest first. */
export function mailTo(to: string): ReceivedMail[] {
  let files: string[];
  try {
    files = readdirSync(mailSinkDir()).filter((f) => f.endsWith(".json"));
  } catch {
    return [];
  }
  return files
    .sort()
    .map((f) => JSON.parse(readFileSync(path.join(mailSinkDir(), f), "utf8")) as ReceivedMail)
    .filter((m) => (/<([^>]+)>/.exec(m.to)?.[1] ?? m.to).trim().toLowerCase() === to.toLowerCase());
}

/** The newest message received for `to`, or null. */
export const newestMailTo = (to: string): ReceivedMail | null => mailTo(to).at(-1) ?? null;

/** The http(s) links in a message's HTML (entities decoded), in order. */
export function linksIn(mail: ReceivedMail): string[] {
  return [...mail.html.matchAll(/href="([^"]+)"/g)].map((m) => (m[1] ?? "").replace(/&amp;/g, "&")).filter((h) => /^https?:/.test(h));
}
