// JSON endpoint for the customer popup, in the reply envelope (app/utils/reply.ts). GET: the
// signed-in user's profile, with ?orders for the Orders History tab, ?order={id} for one order's
// details (only their own, at this shop) and ?export for their data export's state. POST
// (multipart): edit the profile, with an optional photo; the order-updates and marketing switches
// save on their own; intent export asks for their data export, delete-account / keep-account the
// account's deletion. A person who opens the URL itself gets the account's page (order history), not JSON.

import { redirect } from "react-router";
import { servicesContext, shopContext } from "~/context";
import type { Database } from "~/db/client.server";
import { PHOTO_MAX_BYTES, ProfileSchema, photoTooBig, profileFailed } from "~/domain/customers/forms";
import { setOrderUpdates } from "~/domain/customers/mail-preference.server";
import { getProfile, updateProfile } from "~/domain/customers/profile.server";
import { DomainError } from "~/domain/errors";
import { getCustomerOrder, listCustomerOrders } from "~/domain/orders/customer-orders.server";
import { DeleteAccountSchema } from "~/domain/privacy/account-deletion";
import { accountDeletionState, cancelAccountDeletion, refuseRole, requestAccountDeletion } from "~/domain/privacy/account-deletion.server";
import { setMarketingConsent } from "~/domain/privacy/consent.server";
import { exportPage } from "~/domain/privacy/export-view";
import { currentExport, requestExport } from "~/domain/privacy/exports.server";
import type { SessionUser } from "~/domain/session-user";
import { uploadLimits } from "~/http/body.server";
import { chosenFile } from "~/http/form-files.server";
import { notSignedIn } from "~/http/json.server";
import { isPageLoad, sendPageLoadTo } from "~/http/page-load.server";
import { askerOf, passwordVerifier } from "~/http/reauth.server";
import { errorReply, invalidSubmission, parseSubmission, replyFailure, replySuccess } from "~/http/reply.server";
import { getSessionUser } from "~/http/session.server";
import * as m from "~/i18n/messages";
import { formatDate } from "~/utils/dates";
import type { Route } from "./+types/profile";

/** The signed-in person's own data export (not a shop's). */
const shopperExport = (userId: string) => ({ kind: "shopper" as const, userId, sellerId: null });

/** A reply as a JSON response the browser never caches (the popup fetches it, not a loader). */
const json = (reply: { data: unknown; init: ResponseInit | null }) =>
  Response.json(reply.data, { status: reply.init?.status ?? 200, headers: { "Cache-Control": "no-store" } });

export async function loader({ request, context }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  sendPageLoadTo(request, `/${shop.handle}/orders`);
  const user = await getSessionUser(context, request);
  if (!user) return json(notSignedIn(m.account_please_log_in()));
  const { db } = context.get(servicesContext);
  const url = new URL(request.url);
  const orderId = url.searchParams.get("order");
  if (orderId) {
    const order = await getCustomerOrder(db, user.id, shop.id, orderId);
    return json(
      order ? replySuccess({ order }) : replyFailure(new DomainError("order_not_found", m.account_order_not_found(), { status: 404 })),
    );
  }
  if (url.searchParams.has("export")) return json(replySuccess({ export: await currentExport(db, shopperExport(user.id)) }));
  if (url.searchParams.has("orders")) return json(replySuccess({ orders: await listCustomerOrders(db, user.id, shop.id) }));
  const asker = await askerOf(context, request, user);
  if (!asker) return json(notSignedIn(m.account_please_log_in()));
  return json(replySuccess({ profile: await getProfile(db, user.id), deletion: await accountDeletionState(db, asker) }));
}

/** "Delete my account" (with the proof that it is them) and "Keep my account": the profile's deletion section. */
async function accountDeletion(context: Route.ActionArgs["context"], request: Request, user: SessionUser, form: FormData) {
  const { db } = context.get(servicesContext);
  try {
    const asker = await askerOf(context, request, user);
    if (!asker) return notSignedIn(m.account_please_log_in());
    if (form.get("intent") === "keep-account") {
      // A seller's account is kept by reopening the shop (the dashboard), not here.
      refuseRole(user.role);
      await cancelAccountDeletion(db, user.id);
      return replySuccess({ deletion: await accountDeletionState(db, asker) }, m.privacy_delete_kept());
    }
    const parsed = DeleteAccountSchema.safeParse({ intent: form.get("intent"), password: form.get("password") ?? undefined });
    const password = parsed.success ? parsed.data.password : "";
    const shop = context.get(shopContext);
    const { erasesOn } = await requestAccountDeletion(db, asker, { password, sellerId: shop.id }, passwordVerifier(context));
    return replySuccess({ deletion: await accountDeletionState(db, asker) }, m.privacy_delete_requested({ date: formatDate(erasesOn) }));
  } catch (error) {
    return errorReply(error);
  }
}

/** The profile's on/off switches, by intent: order-update e-mails, and marketing consent given or withdrawn here. */
const SWITCHES = {
  "mail-preferences": (db: Database, userId: string, form: FormData) => setOrderUpdates(db, userId, form.get("orderUpdates")),
  marketing: (db: Database, userId: string, form: FormData) => setMarketingConsent(db, userId, form.get("marketing"), "account"),
};

export async function action({ request, context }: Route.ActionArgs) {
  const user = await getSessionUser(context, request);
  if (!user) return json(notSignedIn(m.account_please_log_in()));
  // Over the body limits is most likely the photo, so the refusal says what its limit is.
  const parsed = await parseSubmission(request, ProfileSchema, uploadLimits(PHOTO_MAX_BYTES)).catch(
    (refusal: { init?: ResponseInit | null }) => {
      const tooBig = refusal.init?.status === 413;
      return replyFailure(
        new DomainError(tooBig ? "photo_too_big" : "unreadable_body", tooBig ? photoTooBig() : profileFailed(), {
          status: tooBig ? 413 : 400,
        }),
      );
    },
  );
  if (!("submission" in parsed)) return json(parsed);
  const { form, submission } = parsed;
  const intent = String(form.get("intent") ?? "");
  if (intent === "delete-account" || intent === "keep-account") return json(await accountDeletion(context, request, user, form));
  // A switch saves on its own (the rest of the profile is not sent with it).
  if (Object.hasOwn(SWITCHES, intent)) {
    try {
      const { db } = context.get(servicesContext);
      await SWITCHES[intent as keyof typeof SWITCHES](db, user.id, form);
      return json(replySuccess({ profile: await getProfile(db, user.id) }));
    } catch (error) {
      return json(errorReply(error));
    }
  }
  // "Download my data" (a plain form): a page load goes to the export's page, which shows its state.
  if (form.get("intent") === "export") {
    try {
      const view = await requestExport(context.get(servicesContext).db, shopperExport(user.id));
      return isPageLoad(request) ? redirect(exportPage(view.id), 303) : json(replySuccess({ export: view }));
    } catch (error) {
      return json(errorReply(error));
    }
  }
  const photo = chosenFile(form, "photo");
  const bytes = photo ? new Uint8Array(await photo.arrayBuffer()) : null;
  // A photo over its limit was left out of the form (parseSubmission): the profile's own message says so.
  if (submission.status === "error" && submission.error?.photo)
    return json(replyFailure(new DomainError("photo_too_big", photoTooBig(), { status: 413, field: "photo" })));
  if (submission.status !== "success") return json(invalidSubmission(submission));
  // The raw text fields: the domain reads a landmark sent empty as cleared (Conform's value drops it).
  const fields = Object.fromEntries([...form.entries()].filter(([k, v]) => k !== "photo" && typeof v === "string"));
  try {
    return json(replySuccess({ profile: await updateProfile(context.get(servicesContext), user.id, fields, bytes) }));
  } catch (error) {
    // Anything but a DomainError is rethrown: a 500, which the popup words as profileFailed().
    return json(errorReply(error, submission));
  }
}
