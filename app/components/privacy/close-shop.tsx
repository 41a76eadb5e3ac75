// "Close the shop", under the shop's data download: closed (the day the owner's data goes, and Reopen),
// or the form — only once the download is ready, with the owner's password or a fresh Google sign-in.

import { useId } from "react";
import { Form } from "react-router";
import { FormError, PasswordField, SubmitButton } from "~/components/ui/form";
import { GOOGLE_REAUTH_MINUTES } from "~/domain/privacy/account-deletion";
import { RETENTION_DAYS } from "~/domain/privacy/retention";
import * as m from "~/i18n/messages";
import { formatDate } from "~/utils/dates";
import { failureMessage, isSuccess, type Reply } from "~/utils/reply";

export type ShopClosure = { state: "closed"; erasesOn: string } | { state: "open"; proof: "password" | "google" | "google-stale" };

export function CloseShop({ closure, exportReady, reply }: { closure: ShopClosure; exportReady: boolean; reply?: Reply<unknown> }) {
  const done = isSuccess(reply) && reply.message ? reply.message : null;
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="mt-6 max-w-2xl space-y-4 rounded-xl border border-red-200 bg-white p-4 shadow-sm">
      <h2 id={titleId} className="text-lg font-semibold">
        {m.privacy_close_title()}
      </h2>
      {done ? (
        <p role="status" className="text-sm text-green-800">
          {done}
        </p>
      ) : null}
      {closure.state === "closed" ? (
        <Form method="post" className="space-y-3">
          <p className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
            {m.privacy_close_pending({ date: formatDate(closure.erasesOn) })}
          </p>
          <input type="hidden" name="intent" value="reopen-shop" />
          <SubmitButton wide={false}>{m.privacy_close_reopen()}</SubmitButton>
        </Form>
      ) : (
        <>
          <p className="text-sm text-gray-700">{m.privacy_close_intro({ days: RETENTION_DAYS.accountDeletionCoolingOff })}</p>
          {exportReady ? (
            <Form method="post" className="space-y-3">
              <input type="hidden" name="intent" value="close-shop" />
              {closure.proof === "password" ? (
                <PasswordField label={m.privacy_close_password()} name="password" autoComplete="current-password" required />
              ) : closure.proof === "google-stale" ? (
                <p className="text-sm text-gray-700">{m.privacy_close_google({ minutes: GOOGLE_REAUTH_MINUTES })}</p>
              ) : null}
              <FormError message={failureMessage(reply)} />
              <SubmitButton
                wide={false}
                variant="danger"
                pendingText={m.privacy_close_closing()}
                disabled={closure.proof === "google-stale"}
              >
                {m.privacy_close_button()}
              </SubmitButton>
            </Form>
          ) : (
            <p className="text-sm text-gray-700">{m.privacy_close_export_first()}</p>
          )}
        </>
      )}
    </section>
  );
}
