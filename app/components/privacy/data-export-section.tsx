// The profile's "Your data" section: what a data export holds, how long its e-mailed link lasts,
// the current export's state, and "Download my data" — a plain form (POST /{shop}/profile,
// intent export) whose answer is the export's own page, so it works without JavaScript too.

import { useJson } from "~/components/account/use-json";
import { Button } from "~/components/ui/button";
import type { ExportView } from "~/domain/privacy/export-view";
import { RETENTION_DAYS } from "~/domain/privacy/retention";
import * as m from "~/i18n/messages";
import { ExportStatus } from "./export-status";

export function DataExportSection({ shop }: { shop: string }) {
  const [data] = useJson<{ export: ExportView | null }>(`/${shop}/profile?export`);
  // Only one being made or still downloadable comes back (currentExport); otherwise the ask.
  const current = data.state === "done" ? data.value.export : null;
  return (
    <section aria-labelledby="data-export-heading" className="space-y-2 rounded-lg border border-gray-200 p-3 text-sm">
      <h3 id="data-export-heading" className="font-semibold text-gray-900">
        {m.privacy_export_heading()}
      </h3>
      <p className="text-gray-700">{m.privacy_export_explain()}</p>
      <p className="text-gray-600">{m.privacy_export_link_note({ days: RETENTION_DAYS.dataExport })}</p>
      {current ? (
        <ExportStatus view={current} />
      ) : (
        <form method="post" action={`/${shop}/profile`}>
          <input type="hidden" name="intent" value="export" />
          <Button type="submit" variant="secondary">
            {m.privacy_export_request()}
          </Button>
        </form>
      )}
    </section>
  );
}
