// The signed-in customer's saved addresses: GET lists them, POST creates/updates/deletes by intent.
import { data } from "react-router";
import { getSessionUser } from "~/auth/session.server";
import { servicesContext } from "~/context";
import { createAddress, deleteAddress, listAddresses, updateAddress } from "~/domain/customers/addresses.server";
import { errorReply, notSignedIn } from "~/domain/customers/http.server";
import { parseForm } from "~/utils/actions.server";
import type { Route } from "./+types/addresses";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await getSessionUser(context, request);
  if (!user) return data({ addresses: [] }, { status: 401 });
  return { addresses: await listAddresses(context.get(servicesContext).db, user.id) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await getSessionUser(context, request);
  if (!user) return notSignedIn();
  const form = Object.fromEntries(await parseForm(request));
  const { intent, id, ...fields } = form;
  const { db } = context.get(servicesContext);
  try {
    if (intent === "create") return { ok: true as const, address: await createAddress(db, user.id, fields) };
    if (intent === "update") return { ok: true as const, address: await updateAddress(db, user.id, String(id ?? ""), fields) };
    if (intent === "delete") {
      await deleteAddress(db, user.id, String(id ?? ""));
      return { ok: true as const, address: null };
    }
    return data({ ok: false as const, error: "Unknown intent." }, { status: 400 });
  } catch (error) {
    return errorReply(error);
  }
}
