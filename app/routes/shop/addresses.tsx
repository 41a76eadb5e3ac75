// The signed-in customer's saved addresses: GET lists them, POST creates/updates/deletes by intent.
// The address form's walk-through from schema to screen: docs/decisions/0069-one-error-and-reply.md.
import { data } from "react-router";
import { getSessionUser } from "~/auth/session.server";
import { servicesContext } from "~/context";
import { createAddress, deleteAddress, listAddresses, updateAddress } from "~/domain/customers/addresses.server";
import { AddressSchema } from "~/domain/customers/forms";
import { DomainError } from "~/domain/errors";
import { notSignedIn } from "~/http/json.server";
import { errorReply, invalidSubmission, parseSubmission, replySuccess } from "~/http/reply.server";
import type { Route } from "./+types/addresses";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await getSessionUser(context, request);
  if (!user) return data({ addresses: [] }, { status: 401 });
  return { addresses: await listAddresses(context.get(servicesContext).db, user.id) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await getSessionUser(context, request);
  if (!user) return notSignedIn();
  const { form, submission } = await parseSubmission(request, AddressSchema);
  const intent = form.get("intent");
  const id = String(form.get("id") ?? "");
  const { db } = context.get(servicesContext);
  try {
    if (intent === "delete") {
      await deleteAddress(db, user.id, id);
      return replySuccess({ address: null });
    }
    if (intent !== "create" && intent !== "update") throw new DomainError("unknown_intent", "Unknown intent.");
    if (submission.status !== "success") return invalidSubmission(submission);
    const address =
      intent === "create" ? await createAddress(db, user.id, submission.value) : await updateAddress(db, user.id, id, submission.value);
    return replySuccess({ address });
  } catch (error) {
    return errorReply(error, submission);
  }
}
