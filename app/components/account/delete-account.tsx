// The profile's "Delete my account" section (POST /{shop}/profile, intents delete-account and
// keep-account): while a deletion is pending, a banner with its date and Keep my account; otherwise
// what goes and what the shops keep, and the proof that it is them (password, or a recent Google sign-in).
import { type FormEvent, useId, useState } from "react";
import { Button, buttonVariants } from "~/components/ui/button";
import { PasswordField } from "~/components/ui/form";
import { type AccountDeletion, GOOGLE_REAUTH_MINUTES } from "~/domain/privacy/account-deletion";
import { RETENTION_DAYS } from "~/domain/privacy/retention";
import * as m from "~/i18n/messages";
import { formatDate } from "~/utils/dates";
import { failureMessage, isFailure, isSuccess, type Reply } from "~/utils/reply";

type Saved = { deletion: AccountDeletion };

async function post(shop: string, body: FormData): Promise<Reply<Saved> | null> {
  const res = await fetch(`/${shop}/profile`, { method: "POST", body, headers: { accept: "application/json" } });
  return (await res.json().catch(() => null)) as Reply<Saved> | null;
}

/** `notice`: the last change's line, kept by the tab (the section moves when a deletion becomes pending). */
export function DeleteAccount({
  shop,
  deletion,
  notice,
  onSaved,
}: {
  shop: string;
  deletion: AccountDeletion;
  notice: string | null;
  onSaved(d: AccountDeletion, notice: string | null): void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const id = useId();
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    setPasswordError(null);
    try {
      const reply = await post(shop, new FormData(e.currentTarget));
      if (isSuccess(reply) && reply.data) {
        onSaved(reply.data.deletion, reply.message ?? null);
      } else {
        // The password's refusal goes under its field; anything else (too many tries, sign in again) above the button.
        const onPassword = isFailure(reply) ? reply.error.password?.[0] : undefined;
        if (onPassword) setPasswordError(onPassword);
        else setError(failureMessage(reply) ?? m.privacy_delete_failed());
      }
    } catch {
      setError(m.privacy_delete_failed());
    } finally {
      setBusy(false);
    }
  };
  const status = (
    <p role="status" className="text-sm text-gray-700">
      {notice ?? ""}
    </p>
  );
  if (deletion.state === "pending")
    return (
      <section aria-labelledby={`${id}-title`} className="space-y-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm">
        <h3 id={`${id}-title`} className="font-semibold text-amber-900">
          {m.privacy_delete_pending({ date: formatDate(deletion.erasesOn) })}
        </h3>
        <p className="text-amber-900">{m.privacy_delete_pending_detail()}</p>
        <form method="post" action={`/${shop}/profile`} onSubmit={submit}>
          <input type="hidden" name="intent" value="keep-account" />
          <Button type="submit" variant="primary" disabled={busy}>
            {m.privacy_delete_keep()}
          </Button>
        </form>
        {error ? (
          <p role="alert" className="text-red-700">
            {error}
          </p>
        ) : null}
        {status}
      </section>
    );
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-2 rounded-lg border border-red-200 p-3 text-sm">
      <h3 id={`${id}-title`} className="font-semibold text-gray-900">
        {m.privacy_delete_title()}
      </h3>
      {status}
      {deletion.state === "refused" ? (
        <p>{deletion.role === "seller" ? m.privacy_delete_seller() : m.privacy_delete_admin()}</p>
      ) : (
        <>
          <p className="text-gray-700">{m.privacy_delete_goes()}</p>
          <p className="text-gray-700">{m.privacy_delete_stays()}</p>
          <p className="text-gray-700">{m.privacy_delete_cooling_off({ days: RETENTION_DAYS.accountDeletionCoolingOff })}</p>
          {deletion.proof === "google-stale" ? (
            <>
              <p>{m.privacy_delete_google_stale({ minutes: GOOGLE_REAUTH_MINUTES })}</p>
              <a
                href={`/auth/google?redirectTo=${encodeURIComponent(`/${shop}/orders`)}`}
                className={buttonVariants({ variant: "secondary", size: "md" })}
              >
                {m.privacy_delete_google_sign_in()}
              </a>
            </>
          ) : (
            <form method="post" action={`/${shop}/profile`} onSubmit={submit} className="space-y-2" noValidate>
              <input type="hidden" name="intent" value="delete-account" />
              {deletion.proof === "password" ? (
                <>
                  <p className="text-gray-600">{m.privacy_delete_password_hint()}</p>
                  <PasswordField
                    label={m.privacy_delete_password_label()}
                    name="password"
                    autoComplete="current-password"
                    required
                    className="max-w-xs"
                    errors={passwordError ? [passwordError] : null}
                  />
                </>
              ) : (
                <p>{m.privacy_delete_google_recent()}</p>
              )}
              {error ? (
                <p role="alert" className="text-red-700">
                  {error}
                </p>
              ) : null}
              <Button type="submit" variant="danger" disabled={busy}>
                {m.privacy_delete_confirm()}
              </Button>
            </form>
          )}
        </>
      )}
    </section>
  );
}
