// /exports/{id}/archive.zip: the archive itself, for the person who asked for it, while it lasts.

import { Readable } from "node:stream";
import { customerContext, servicesContext } from "~/context";
import { exportPage } from "~/domain/privacy/export-view";
import { openExport } from "~/domain/privacy/exports.server";
import { logAccess } from "~/http/access-log.server";
import { signedInGuard } from "~/http/guards.server";
import { notFoundAt } from "~/http/page-load.server";
import * as m from "~/i18n/messages";
import type { Route } from "./+types/data-export-archive";

export const middleware: Route.MiddlewareFunction[] = [signedInGuard];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const me = context.get(customerContext);
  const archive = await openExport(context.get(servicesContext), me.id, params.exportId);
  // Expired, not ready or not theirs: a person following a link gets the export's page, which says which.
  if (!archive) notFoundAt(request, m.privacy_download_not_found(), exportPage(params.exportId));
  // A shop's archive holds every customer's data: logged with the shop; a shopper's own, with them as its subject.
  try {
    await logAccess(context, request, "customer", {
      action: "export",
      subjectKind: "export-archive",
      subjectId: params.exportId,
      subjectUserId: archive.kind === "shopper" ? me.id : null,
      sellerId: archive.sellerId,
    });
  } catch (error) {
    archive.body.destroy(); // the file or the S3 socket it holds
    throw error;
  }
  return new Response(Readable.toWeb(archive.body) as ReadableStream, {
    headers: {
      "Content-Type": "application/zip",
      "Content-Length": String(archive.size),
      "Content-Disposition": `attachment; filename="${archive.fileName}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
