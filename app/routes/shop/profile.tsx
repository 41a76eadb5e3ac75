// JSON endpoint for the customer popup. GET: the signed-in user's profile, with ?orders for the
// Orders History tab and ?order={id} for one order's details (only their own, at this shop).
// POST (multipart): edit the profile, with an optional photo.
import { getSessionUser } from "~/auth/session.server";
import { servicesContext, shopContext } from "~/context";
import { PHOTO_MAX_BYTES, PHOTO_TOO_BIG, PROFILE_FAILED } from "~/domain/customers/forms";
import { getProfile, updateProfile } from "~/domain/customers/profile.server";
import { DomainError } from "~/domain/errors";
import { getCustomerOrder, listCustomerOrders } from "~/domain/orders/customer-orders.server";
import { uploadLimits } from "~/http/body.server";
import { chosenFile, parseForm, refusalStatus } from "~/utils/actions.server";
import type { Route } from "./+types/profile";

const fail = (error: string, status: number) => Response.json({ ok: false, error }, { status, headers: { "Cache-Control": "no-store" } });
const ok = (body: object) => Response.json({ ok: true, ...body }, { headers: { "Cache-Control": "no-store" } });

export async function loader({ request, context }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  const user = await getSessionUser(context, request);
  if (!user) return fail("Please log in.", 401);
  const { db } = context.get(servicesContext);
  const url = new URL(request.url);
  const orderId = url.searchParams.get("order");
  if (orderId) {
    const order = await getCustomerOrder(db, user.id, shop.id, orderId);
    return order ? ok({ order }) : fail("Order not found.", 404);
  }
  if (url.searchParams.has("orders")) return ok({ orders: await listCustomerOrders(db, user.id, shop.id) });
  return ok({ profile: await getProfile(db, user.id) });
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await getSessionUser(context, request);
  if (!user) return fail("Please log in.", 401);
  let form: FormData;
  try {
    form = await parseForm(request, uploadLimits(PHOTO_MAX_BYTES));
  } catch (error) {
    // Over the body limits: most likely the photo, so say what its limit is.
    const status = refusalStatus(error);
    return fail(status === 413 ? PHOTO_TOO_BIG : PROFILE_FAILED, status === 413 ? 413 : 400);
  }
  const photo = chosenFile(form, "photo");
  const bytes = photo ? new Uint8Array(await photo.arrayBuffer()) : null;
  const fields = Object.fromEntries([...form.entries()].filter(([k, v]) => k !== "photo" && typeof v === "string"));
  try {
    return ok({ profile: await updateProfile(context.get(servicesContext), user.id, fields, bytes) });
  } catch (error) {
    if (error instanceof DomainError) return fail(error.message, error.status);
    context.get(servicesContext).log.error({ err: error }, "profile update failed");
    return fail(PROFILE_FAILED, 500);
  }
}
