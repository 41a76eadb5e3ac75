// "Take your shop's data": the seller asks for one download of the whole shop (the data-export job
// makes it and e-mails the link), then sees its state here; with the download ready, the shop can be
// closed (and reopened within the cooling-off window). Plain forms: they work without JavaScript
// (the answer to a POST is this page, its loader run again).
import { Form, Link, useActionData, useLoaderData } from "react-router";
import { Card, PageHeader } from "~/components/dashboard/ui";
import { CloseShop } from "~/components/privacy/close-shop";
import { ExportStatus } from "~/components/privacy/export-status";
import { SubmitButton } from "~/components/ui/form";
import { ownerContext, servicesContext, shopContext } from "~/context";
import { DomainError, invalidInput } from "~/domain/errors";
import { CloseShopSchema, GOOGLE_REAUTH_MINUTES } from "~/domain/privacy/account-deletion";
import { erasesOn, proofOf } from "~/domain/privacy/account-deletion.server";
import { currentExport, requestExport } from "~/domain/privacy/exports.server";
import { RETENTION_DAYS } from "~/domain/privacy/retention";
import { closeShop, reopenShop } from "~/domain/privacy/shop-closure.server";
import { logAccess } from "~/http/access-log.server";
import { askerOf, passwordVerifier } from "~/http/reauth.server";
import { errorReply, parseForm, replySuccess } from "~/http/reply.server";
import * as m from "~/i18n/messages";
import { formatDate } from "~/utils/dates";
import type { Route } from "./+types/shop-export";

export const meta: Route.MetaFunction = () => [{ title: `${m.privacy_shop_card_title()} · ${m.common_dashboard()}` }];

const subjectOf = (context: Route.LoaderArgs["context"]) => ({
  kind: "shop" as const,
  userId: context.get(ownerContext).id,
  sellerId: context.get(shopContext).id,
});

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const shop = context.get(shopContext);
  const asker = await askerOf(context, request, context.get(ownerContext));
  return {
    view: await currentExport(db, subjectOf(context)),
    closure:
      shop.status === "closed"
        ? { state: "closed" as const, erasesOn: erasesOn(shop.closedAt ?? new Date()).toISOString() }
        : { state: "open" as const, proof: asker ? await proofOf(db, asker) : ("google-stale" as const) },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await parseForm(request);
  const { db } = context.get(servicesContext);
  const owner = context.get(ownerContext);
  const shop = context.get(shopContext);
  const intent = form.get("intent");
  try {
    if (intent === "close-shop") {
      const asker = await askerOf(context, request, owner);
      if (!asker) throw new DomainError("reauth_required", m.privacy_close_google({ minutes: GOOGLE_REAUTH_MINUTES }), { status: 403 });
      const parsed = CloseShopSchema.safeParse({ password: form.get("password") ?? undefined });
      if (!parsed.success) throw invalidInput(parsed.error);
      const closed = await closeShop(db, asker, { sellerId: shop.id, password: parsed.data.password }, passwordVerifier(context));
      return replySuccess(undefined, m.privacy_close_done({ date: formatDate(closed.erasesOn) }));
    }
    if (intent === "reopen-shop") {
      await reopenShop(db, owner.id, shop.id);
      return replySuccess(undefined, m.privacy_close_reopened());
    }
    if (intent !== "prepare") throw new DomainError("unknown_intent", m.platform_check_form());
  } catch (error) {
    return errorReply(error);
  }
  // Asking again while one is being made (a reload re-posting) answers with that one.
  const view = await requestExport(db, subjectOf(context));
  // The whole shop's customers and orders leave in it: the access log records who took them.
  await logAccess(context, request, "owner", { action: "export", subjectKind: "shop-export", subjectId: view.id, sellerId: shop.id });
  return replySuccess({ exportId: view.id }); // the page's loader runs again and shows its state
}

export default function ShopExport() {
  const { view, closure } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
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
            <input type="hidden" name="intent" value="prepare" />
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
      <CloseShop closure={closure} exportReady={view?.state === "ready"} reply={reply} />
    </>
  );
}
