// "Take your shop's data": the seller asks for one download of the whole shop (the data-export job
// makes it and e-mails the link), then sees its state here. A plain form: works without JavaScript
// (the answer to the POST is this page, its loader run again).
import { Form, Link, useLoaderData } from "react-router";
import { Card, PageHeader } from "~/components/dashboard/ui";
import { ExportStatus } from "~/components/privacy/export-status";
import { SubmitButton } from "~/components/ui/form";
import { ownerContext, servicesContext, shopContext } from "~/context";
import { currentExport, requestExport } from "~/domain/privacy/exports.server";
import { RETENTION_DAYS } from "~/domain/privacy/retention";
import { parseForm, replySuccess } from "~/http/reply.server";
import * as m from "~/i18n/messages";
import type { Route } from "./+types/shop-export";

export const meta: Route.MetaFunction = () => [{ title: `${m.privacy_shop_card_title()} · ${m.common_dashboard()}` }];

const subjectOf = (context: Route.LoaderArgs["context"]) => ({
  kind: "shop" as const,
  userId: context.get(ownerContext).id,
  sellerId: context.get(shopContext).id,
});

export async function loader({ context }: Route.LoaderArgs) {
  return { view: await currentExport(context.get(servicesContext).db, subjectOf(context)) };
}

export async function action({ request, context }: Route.ActionArgs) {
  await parseForm(request); // the body is read within the form limits, though nothing in it is needed
  // Asking again while one is being made (a reload re-posting) answers with that one.
  const view = await requestExport(context.get(servicesContext).db, subjectOf(context));
  return replySuccess({ exportId: view.id }); // the page's loader runs again and shows its state
}

export default function ShopExport() {
  const { view } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader title={m.privacy_shop_card_title()} />
      <Card className="max-w-2xl space-y-4">
        <p className="text-gray-700">{m.privacy_shop_card_intro({ days: RETENTION_DAYS.dataExport })}</p>
        <p className="text-sm text-gray-600">{m.privacy_shop_card_import()}</p>
        {view ? (
          <ExportStatus view={view} />
        ) : (
          <Form method="post">
            <SubmitButton wide={false} pendingText={m.privacy_shop_preparing()}>
              {m.privacy_shop_prepare()}
            </SubmitButton>
          </Form>
        )}
      </Card>
      <p className="mt-4 text-sm">
        <Link to="../products/import" relative="path" className="underline">
          {m.privacy_shop_import_link()}
        </Link>
      </p>
    </>
  );
}
