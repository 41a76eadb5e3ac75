// The e2e run's SMTP server (playwright.config.ts starts it and gives the app SMTP_URL): the real
// server of tests/setup/smtp-sink.ts, writing each message it receives as one JSON file to the
// folder given, which tests/e2e/support/mail.ts reads.
import { randomUUID } from "node:crypto";
import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { startSmtpSink } from "../../setup/smtp-sink";

const port = Number(process.argv[2] ?? 4312);
const dir = process.argv[3];
if (!dir) throw new Error("usage: smtp-sink.ts <port> <folder>");
mkdirSync(dir, { recursive: true });

const sink = await startSmtpSink(port, (mail) => {
  // Written under a temporary name and renamed: a reader never sees half a message.
  const name = `${Date.now()}-${randomUUID()}`;
  writeFileSync(path.join(dir, `${name}.tmp`), JSON.stringify({ ...mail, receivedAt: new Date().toISOString() }));
  renameSync(path.join(dir, `${name}.tmp`), path.join(dir, `${name}.json`));
});
console.log(`SMTP sink on 127.0.0.1:${sink.port}, writing to ${dir}`);
const stop = () => sink.close().then(() => process.exit(0));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
