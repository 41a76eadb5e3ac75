// `npm run restore -- <backup>` (a folder, a backup's name in BACKUP_DIR, or `latest`): puts this
// install back as the backup has it, beside a running server or with none, on a fresh DATA_DIR too
// (app/domain/backups/restore.server.ts, docs/deploy.md#backups).
import { existsSync } from "node:fs";
import path from "node:path";
import { restoreFromBackup } from "~/domain/backups/restore.server";
import { listBackups } from "~/domain/backups/set.server";
import { backupSettings } from "~/domain/backups/settings";
import { migrateApp, migrateSchema } from "~/services.server";
import { parseEnv } from "~/utils/env.server";
import { openInstallDatabase } from "./install-database";

async function backupFolder(argument: string | undefined, backupDir: string): Promise<string> {
  if (!argument) throw new Error("Say which backup: npm run restore -- <folder | name | latest>");
  if (argument === "latest") {
    const [newest] = await listBackups(backupDir);
    if (!newest) throw new Error(`There is no finished backup in ${backupDir}.`);
    return newest.dir;
  }
  return existsSync(argument) ? path.resolve(argument) : path.join(backupDir, argument);
}

async function main(): Promise<void> {
  const env = parseEnv();
  const started = Date.now();
  const settings = backupSettings(env, !env.DATABASE_URL);
  const dir = await backupFolder(process.argv[2], settings.dir);
  const install = await openInstallDatabase(env);
  try {
    const { manifest, skippedTables } = await restoreFromBackup({
      dir,
      databaseUrl: install.url,
      settings,
      migrateSchema,
      migrate: migrateApp,
    });
    if (skippedTables.length > 0) console.warn(`Not part of Haat's schema, left out: ${skippedTables.join(", ")}.`);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const rows = manifest.tables.reduce((sum, t) => sum + t.rows, 0);
    console.log(
      `Restored ${manifest.name} (taken ${manifest.takenAt}) in ${seconds} s: ${rows} rows, ${manifest.uploads?.files ?? 0} uploaded files.`,
    );
  } finally {
    await install.release();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
