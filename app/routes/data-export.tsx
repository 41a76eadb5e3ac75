// /exports/{id}: a data export the signed-in person asked for — being made, ready to download, or
// expired. The "ready" e-mail links here; anyone else's export is not found.

import { ExportStatus } from "~/components/privacy/export-status";
import { customerContext, servicesContext } from "~/context";
import { exportOf } from "~/domain/privacy/exports.server";
import { signedInGuard } from "~/http/guards.server";
import { throwNotFound } from "~/http/reply.server";
import * as m from "~/i18n/messages";
import type { Route } from "./+types/data-export";

export const meta: Route.MetaFunction = () => [{ title: m.privacy_download_meta_title() }, { name: "robots", content: "noindex" }];

export const middleware: Route.MiddlewareFunction[] = [signedInGuard];

export async function loader({ context, params }: Route.LoaderArgs) {
  const view = await exportOf(context.get(servicesContext).db, context.get(customerContext).id, params.exportId);
  if (!view) throwNotFound(m.privacy_download_not_found());
  return { view };
}

export default function DataExportPage({ loaderData }: Route.ComponentProps) {
  return (
    <main className="mx-auto w-full max-w-xl px-4 py-10">
      <h1 className="text-2xl font-bold">
        {loaderData.view.kind === "shop" ? m.privacy_download_title_shop() : m.privacy_download_title()}
      </h1>
      <div className="mt-6">
        <ExportStatus view={loaderData.view} />
      </div>
    </main>
  );
}
