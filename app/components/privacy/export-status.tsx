// A data export's state, wherever it is shown (its own page, the profile, the dashboard): being
// made, ready with its size and last day, expired, or failed.
import { archiveSize, type ExportView, exportArchive } from "~/domain/privacy/export-view";
import * as m from "~/i18n/messages";
import { formatDate } from "~/utils/dates";

export function ExportStatus({ view }: { view: ExportView }) {
  switch (view.state) {
    case "preparing":
      return (
        <p role="status" className="text-gray-700">
          {m.privacy_download_preparing()}
        </p>
      );
    case "ready":
      return (
        <div className="space-y-3">
          <p className="text-gray-700">
            {m.privacy_download_ready({ size: archiveSize(view.bytes ?? 0), date: formatDate(view.expiresAt) })}
          </p>
          <a
            href={exportArchive(view.id)}
            download
            className="inline-flex min-h-11 items-center rounded-md bg-gray-900 px-4 font-medium text-white hover:bg-gray-700 focus-visible:outline-2 focus-visible:outline-offset-2"
          >
            {m.privacy_download_button()}
          </a>
        </div>
      );
    case "expired":
      return <p className="text-gray-700">{m.privacy_download_expired()}</p>;
    case "failed":
      return (
        <p role="alert" className="text-red-700">
          {m.privacy_download_failed()}
        </p>
      );
  }
}
