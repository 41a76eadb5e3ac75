// `npm run backup`: takes a backup of this install now, beside a running server or with none, into
// BACKUP_DIR, and prunes the set as the nightly job does (docs/deploy.md#backups).
import { createDatabase } from "~/db/client.server";
import { runNightlyBackup } from "~/domain/backups/set.server";
import { backupSettings } from "~/domain/backups/settings";
import { parseEnv } from "~/utils/env.server";
import { openInstallDatabase } from "./install-database";

async function main(): Promise<void> {
  const env = parseEnv();
  const install = await openInstallDatabase(env, { existing: true });
  const db = createDatabase(install.url, 2);
  try {
    const settings = backupSettings(env, install.embedded);
    const started = Date.now();
    const { name, bytes, deleted } = await runNightlyBackup(
      { db, uploadsDir: settings.uploadsDir, secretFile: settings.secretFile },
      settings.dir,
      settings.keep,
    );
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(`Backup ${name} taken in ${seconds} s: ${(bytes / 1024 / 1024).toFixed(1)} MB in ${settings.dir}.`);
    if (deleted.length > 0) console.log(`Deleted by the keep policy: ${deleted.join(", ")}.`);
  } finally {
    await db.$client.end();
    await install.release();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
