// /exports/{id}/archive.zip: the archive itself, for the person who asked for it, while it lasts.

import { Readable } from "node:stream";
import { servicesContext } from "~/context";
import { exportPage } from "~/domain/privacy/export-view";
import { openExport } from "~/domain/privacy/exports.server";
import { notFoundAt } from "~/http/page-load.server";
import { requireUser } from "~/http/session.server";
import * as m from "~/i18n/messages";
import type { Route } from "./+types/data-export-archive";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireUser({ context, request, url: new URL(request.url) });
  const archive = await openExport(context.get(servicesContext), user.id, params.exportId);
  // Expired, not ready or not theirs: a person following a link gets the export's page, which says which.
  if (!archive) notFoundAt(request, m.privacy_download_not_found(), exportPage(params.exportId));
  return new Response(Readable.toWeb(archive.body) as ReadableStream, {
    headers: {
      "Content-Type": "application/zip",
      "Content-Length": String(archive.size),
      "Content-Disposition": `attachment; filename="${archive.fileName}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
