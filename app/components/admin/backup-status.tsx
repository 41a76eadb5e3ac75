import type { BackupStatus } from "~/domain/backups/status";
import { formatDateTime } from "~/utils/dates";

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toLocaleString("en-IN", { maximumFractionDigits: 1 })} MB`;

/** The overview's backup card: the last backup's time and size, and a warning when it is old or failed. */
export function BackupStatusCard({ status }: { status: BackupStatus }) {
  const warning = !status.enabled
    ? null
    : status.failure
      ? `The last backup failed (${formatDateTime(status.failure.at)}): ${status.failure.message}`
      : status.stale
        ? status.last
          ? "The last backup is more than a day old. Check that the server runs its nightly job (docs/deploy.md#backups)."
          : "No backup has been taken yet. The first runs tonight at 02:00 IST, or now with npm run backup."
        : null;
  return (
    <section className="mt-6 rounded-lg border border-gray-200 bg-white p-4" aria-labelledby="backups-title">
      <h2 id="backups-title" className="font-semibold">
        Backups
      </h2>
      {status.enabled ? (
        <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="text-gray-600">Last backup</dt>
          <dd>{status.last ? `${formatDateTime(status.last.takenAt)} · ${megabytes(status.last.bytes)}` : "None yet"}</dd>
          <dt className="text-gray-600">Kept</dt>
          <dd>{status.count.toLocaleString("en-IN")}</dd>
        </dl>
      ) : (
        <p className="mt-2 text-sm text-gray-700">
          Off: this platform's database is external, and its provider's backups keep it (docs/deploy.md#backups).
        </p>
      )}
      {warning ? (
        <p role="alert" className="mt-3 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {warning}
        </p>
      ) : null}
    </section>
  );
}
