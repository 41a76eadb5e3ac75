// The bank-SMS webhook on the seller's page: make the secret address (shown once, with the steps to
// set a phone up), see what the last SMS was taken for, make a new address or turn it off.
import { Form } from "react-router";
import { Card } from "~/components/dashboard/ui";
import { buttonVariants } from "~/components/ui/button";
import { CopyButton } from "~/components/ui/copy-button";
import type { BankFeedStatus } from "~/domain/payments/bank/views";
import * as m from "~/i18n/messages";
import { formatDateTime } from "~/utils/dates";

/** The last SMS's outcome code ("matched", "ignored:otp"…) in words. */
function resultWords(result: string): string {
  if (result.startsWith("ignored:")) return m.seller_bank_result_ignored();
  switch (result) {
    case "matched":
      return m.seller_bank_result_matched();
    case "duplicate":
      return m.seller_bank_result_duplicate();
    case "mismatch":
      return m.seller_bank_result_mismatch();
    case "late":
      return m.seller_bank_result_late();
    default:
      return m.seller_bank_result_unmatched();
  }
}

function SetupSteps() {
  return (
    <div className="mt-4">
      <h3 className="text-sm font-semibold text-gray-900">{m.seller_bank_steps_heading()}</h3>
      <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-gray-700">
        <li>{m.seller_bank_step_install()}</li>
        <li>{m.seller_bank_step_rule()}</li>
        <li>{m.seller_bank_step_format()}</li>
        <li>{m.seller_bank_step_test()}</li>
      </ol>
    </div>
  );
}

function NewAddress({ address }: { address: string }) {
  return (
    <div className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3">
      <label htmlFor="sms-address" className="block text-sm font-semibold text-gray-900">
        {m.seller_bank_sms_address()}
      </label>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        {/* Wrapped in full: on a phone the seller may have to read it out or type it. */}
        <textarea
          id="sms-address"
          readOnly
          rows={3}
          value={address}
          className="w-full min-w-0 flex-1 resize-none rounded border bg-white px-2 py-1 font-mono text-xs break-all"
        />
        <CopyButton value={address} label={m.seller_bank_sms_address()} />
      </div>
      <p className="mt-2 text-sm text-amber-900">{m.seller_bank_sms_shown_once()}</p>
    </div>
  );
}

function LastSms({ status }: { status: BankFeedStatus }) {
  return (
    <div className="mt-4 flex flex-wrap items-center gap-3 text-sm" role="status">
      <p>
        {status.lastSmsAt && status.lastSmsResult
          ? m.seller_bank_last_sms({ time: formatDateTime(status.lastSmsAt), result: resultWords(status.lastSmsResult) })
          : m.seller_bank_no_sms_yet()}
      </p>
      {/* A plain link reloads the page: the check works without JavaScript. */}
      <a href="?" className={buttonVariants({ size: "sm" })}>
        {m.seller_bank_check_again()}
      </a>
    </div>
  );
}

export function SmsCard({ status, newAddress }: { status: BankFeedStatus; newAddress: string | null }) {
  return (
    <Card>
      <h2 className="text-lg font-semibold">{m.seller_bank_sms_heading()}</h2>
      {status.smsOn && status.smsSince ? (
        <p className="mt-1 text-sm text-gray-700">{m.seller_bank_sms_on({ date: formatDateTime(status.smsSince) })}</p>
      ) : (
        <p className="mt-1 text-sm text-gray-700">{m.seller_bank_sms_off()}</p>
      )}
      {newAddress ? <NewAddress address={newAddress} /> : null}
      <SetupSteps />
      {status.smsOn ? <LastSms status={status} /> : null}
      <div className="mt-4 flex flex-wrap items-center gap-2">
        <Form method="post">
          <input type="hidden" name="intent" value="sms-new" />
          <button type="submit" className={buttonVariants({ variant: "primary" })}>
            {status.smsOn ? m.seller_bank_sms_rotate() : m.seller_bank_sms_create()}
          </button>
        </Form>
        {status.smsOn ? (
          <Form method="post">
            <input type="hidden" name="intent" value="sms-stop" />
            <button type="submit" className={buttonVariants()}>
              {m.seller_bank_sms_stop()}
            </button>
          </Form>
        ) : null}
      </div>
      {status.smsOn ? <p className="mt-2 text-xs text-gray-500">{m.seller_bank_sms_rotate_hint()}</p> : null}
    </Card>
  );
}
