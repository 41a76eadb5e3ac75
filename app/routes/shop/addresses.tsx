// The signed-in customer's saved addresses: GET lists them, POST creates/updates/deletes by intent.
// The address form's walk-through from schema to screen: docs/decisions/0069-one-error-and-reply.md.
// The checkout's modal posts here with a fetcher and reads the JSON reply. The page itself (the
// address book: list, Add, Edit, Delete) posts plain forms with a `redirectTo`; the action answers
// those with a redirect there and a notice, so saved addresses are managed without JavaScript.

import { data, Form, Link, redirect, useActionData, useLoaderData, useNavigation, useParams, useSearchParams } from "react-router";
import { AddressPageForm } from "~/components/cart/address-form";
import { secondaryBtn } from "~/components/cart/buttons";
import { buttonVariants } from "~/components/ui/button";
import { servicesContext, shopContext } from "~/context";
import { joinAddress } from "~/domain/customers/address-text";
import { addressBook, createAddress, deleteAddress, updateAddress } from "~/domain/customers/addresses.server";
import { AddressSchema } from "~/domain/customers/forms";
import { DomainError } from "~/domain/errors";
import { backInShop } from "~/http/back-in-shop.server";
import { notSignedIn } from "~/http/json.server";
import { errorReply, invalidSubmission, parseSubmission, replySuccess } from "~/http/reply.server";
import { getSessionUser } from "~/http/session.server";
import * as m from "~/i18n/messages";
import { failureMessage, replyForIntent } from "~/utils/reply";
import type { Route } from "./+types/addresses";

export const meta: Route.MetaFunction = () => [{ title: m.account_meta_addresses() }, { name: "robots", content: "noindex" }];

/** The ?notice= a plain form's redirect carries, and the line it shows (the spec's toasts). */
export const ADDRESS_NOTICES = {
  "address-saved": () => m.account_address_saved(),
  "address-deleted": () => m.account_address_deleted(),
} as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await getSessionUser(context, request);
  if (!user) return data({ addresses: [], contact: null, signedIn: false }, { status: 401 });
  return { ...(await addressBook(context.get(servicesContext).db, user.id)), signedIn: true };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await getSessionUser(context, request);
  if (!user) return notSignedIn();
  const { form, submission } = await parseSubmission(request, AddressSchema);
  const intent = form.get("intent");
  const id = String(form.get("id") ?? "");
  const { db } = context.get(servicesContext);
  // Only the page's plain forms send redirectTo; the modal's fetcher wants the JSON reply.
  const back = form.has("redirectTo");
  const done = (notice: keyof typeof ADDRESS_NOTICES) => {
    const { handle } = context.get(shopContext);
    const path = backInShop(form.get("redirectTo"), handle, `/${handle}/addresses`);
    return redirect(`${path}${path.includes("?") ? "&" : "?"}notice=${notice}`);
  };
  try {
    if (intent === "delete") {
      await deleteAddress(db, user.id, id);
      return back ? done("address-deleted") : replySuccess({ address: null });
    }
    if (intent !== "create" && intent !== "update") throw new DomainError("unknown_intent", m.account_unknown_intent());
    if (submission.status !== "success") return invalidSubmission(submission);
    const address =
      intent === "create" ? await createAddress(db, user.id, submission.value) : await updateAddress(db, user.id, id, submission.value);
    return back ? done("address-saved") : replySuccess({ address });
  } catch (error) {
    return errorReply(error, submission);
  }
}

/** Where this page's forms and links return to: ?redirectTo= inside this shop, else this page. */
function useReturnPath(shop: string) {
  const [params] = useSearchParams();
  const raw = params.get("redirectTo") ?? "";
  // The action checks it again; here it only must not leave the shop as a link.
  return raw.startsWith(`/${shop}/`) && !raw.startsWith("//") ? raw : `/${shop}/addresses`;
}

export default function AddressBookPage() {
  const { addresses, contact, signedIn } = useLoaderData<typeof loader>();
  const shop = useParams().shop as string;
  const [params] = useSearchParams();
  const reply = useActionData<typeof action>();
  const navigation = useNavigation();
  const back = useReturnPath(shop);
  const self = `/${shop}/addresses`;
  // This page with `query`, keeping where to return to.
  const withBack = (query: Record<string, string> = {}) => {
    const next = new URLSearchParams(query);
    if (back !== self) next.set("redirectTo", back);
    return next.size ? `${self}?${next}` : self;
  };
  const editing = params.get("edit");
  const initial = editing && editing !== "new" ? (addresses.find((a) => a.id === editing) ?? null) : null;
  const formOpen = editing === "new" || initial !== null;
  const notice = ADDRESS_NOTICES[params.get("notice") as keyof typeof ADDRESS_NOTICES]?.() ?? null;
  // The form shows its own failures; any other (a delete's) shows above the list.
  const listError = replyForIntent(reply, "create") || replyForIntent(reply, "update") ? null : failureMessage(reply);

  if (!signedIn)
    return (
      <main className="mx-auto max-w-3xl px-4 py-8">
        <h1 className="mb-4 text-2xl font-bold text-gray-900">{m.account_saved_addresses()}</h1>
        <p className="text-sm text-gray-700">
          {m.account_addresses_login_before()}{" "}
          <Link
            to={`/${shop}/login?redirectTo=${encodeURIComponent(`${self}?${params}`)}`}
            className="font-medium text-brand-700 underline"
          >
            {m.account_log_in()}
          </Link>
          {m.account_addresses_login_after()}
        </p>
      </main>
    );

  return (
    <main className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="mb-4 text-2xl font-bold text-gray-900">{m.account_saved_addresses()}</h1>
      {notice ? (
        <p role="status" className="mb-4 rounded-md bg-green-50 px-3 py-2 text-sm font-medium text-green-800">
          {notice}
        </p>
      ) : null}
      {listError ? (
        <p role="alert" className="mb-4 rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
          {listError}
        </p>
      ) : null}
      {formOpen ? (
        <section aria-labelledby="address-form-heading" className="mb-8 rounded-lg border border-gray-200 p-4">
          <h2 id="address-form-heading" className="mb-3 text-lg font-semibold text-gray-900">
            {initial ? m.account_edit_address() : m.account_add_address()}
          </h2>
          <AddressPageForm
            key={editing}
            shop={shop}
            initial={initial}
            prefill={contact}
            redirectTo={back}
            // Posted to this very URL, so a refusal re-renders this form with its messages.
            action={withBack({ edit: editing as string })}
            cancelTo={withBack()}
          />
        </section>
      ) : null}
      {addresses.length === 0 ? (
        <p className="text-sm text-gray-500">{m.account_no_addresses()}</p>
      ) : (
        <ul className="space-y-2">
          {addresses.map((a) => (
            <li key={a.id} className="rounded-lg border border-gray-200 p-3 text-sm">
              <span className="block font-semibold text-gray-900">
                {a.name} · {a.mobile}
              </span>
              <span className="block text-gray-600">{joinAddress(a)}</span>
              <div className="mt-2 flex gap-3">
                <Link
                  to={withBack({ edit: a.id })}
                  className="font-medium text-brand-700 hover:underline"
                  aria-label={m.account_edit_address_of({ name: a.name })}
                >
                  {m.account_edit()}
                </Link>
                <Form method="post" action={self}>
                  <input type="hidden" name="intent" value="delete" />
                  <input type="hidden" name="id" value={a.id} />
                  <input type="hidden" name="redirectTo" value={back} />
                  <button
                    type="submit"
                    disabled={navigation.formData?.get("id") === a.id}
                    className="font-medium text-red-700 hover:underline disabled:text-gray-500"
                    aria-label={m.account_delete_address_of({ name: a.name })}
                  >
                    {m.account_delete()}
                  </button>
                </Form>
              </div>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-6 flex flex-wrap gap-2">
        {editing === "new" ? null : (
          <Link to={withBack({ edit: "new" })} className={buttonVariants({ variant: "primary" })}>
            {m.account_add_address()}
          </Link>
        )}
        {back === self ? null : (
          <Link to={back} className={secondaryBtn}>
            {m.account_back()}
          </Link>
        )}
      </div>
    </main>
  );
}
