// The statement upload on the seller's page: the file, the column mapping when Haat does not know the
// layout (the file chosen again with it: a browser cannot keep a file across answers), and the
// reconciliation — matched, already seen, to check, and UPI orders still unpaid.
import { Form, Link, useNavigation } from "react-router";
import { Card, inputClass } from "~/components/dashboard/ui";
import { buttonVariants } from "~/components/ui/button";
import { FormError } from "~/components/ui/form";
import type { StatementResult } from "~/domain/payments/bank/views";
import { PAYMENT_STATUS_LABEL } from "~/domain/payments/status";
import * as m from "~/i18n/messages";
import { formatDateTime } from "~/utils/dates";
import { formatPaise } from "~/utils/money";

/** The columns a seller maps, by the field name the action reads. */
const MAPPED = [
  { name: "map_date", label: () => m.seller_bank_col_date(), required: true },
  { name: "map_narration", label: () => m.seller_bank_col_narration(), required: true },
  { name: "map_credit", label: () => m.seller_bank_col_credit(), required: true },
  { name: "map_debit", label: () => m.seller_bank_col_debit(), required: false },
  { name: "map_reference", label: () => m.seller_bank_col_reference(), required: false },
] as const;

function FileInput({ id, label }: { id: string; label: string }) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-gray-700">
        {label}
      </label>
      <input id={id} name="file" type="file" required accept=".csv,.txt,.xls,.xlsx,text/csv" className={inputClass} />
    </div>
  );
}

function UploadButton({ children }: { children: string }) {
  const busy = useNavigation().state === "submitting";
  return (
    <button type="submit" disabled={busy} aria-busy={busy || undefined} className={buttonVariants({ variant: "primary" })}>
      {busy ? m.seller_bank_statement_uploading() : children}
    </button>
  );
}

function MappingForm({ headers, sample }: { headers: string[]; sample: string[][] }) {
  return (
    <Form method="post" encType="multipart/form-data" className="mt-4 space-y-3 rounded-lg border p-3">
      <input type="hidden" name="intent" value="statement" />
      <h3 className="font-semibold">{m.seller_bank_mapping_heading()}</h3>
      <p className="text-sm text-gray-700">{m.seller_bank_mapping_intro()}</p>
      <div className="overflow-x-auto">
        <table className="min-w-full text-xs">
          <thead>
            <tr>
              {headers.map((h) => (
                <th key={h} scope="col" className="border px-2 py-1 text-left">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {sample.map((row, i) => (
              <tr key={i}>
                {headers.map((h, j) => (
                  <td key={h} className="border px-2 py-1">
                    {row[j] ?? ""}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        {MAPPED.map((field) => (
          <div key={field.name}>
            <label htmlFor={field.name} className="mb-1 block text-sm font-medium text-gray-700">
              {field.label()}
            </label>
            <select id={field.name} name={field.name} required={field.required} className={inputClass} defaultValue="">
              <option value="">{m.seller_bank_col_none()}</option>
              {headers.map((h) => (
                <option key={h} value={h}>
                  {h}
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>
      <FileInput id="statement-file-again" label={m.seller_bank_mapping_file_again()} />
      <UploadButton>{m.seller_bank_mapping_submit()}</UploadButton>
    </Form>
  );
}

const unreadableWords = (reason: string) =>
  reason === "old_xls"
    ? m.seller_bank_unreadable_old_xls()
    : reason === "too_large"
      ? m.seller_bank_unreadable_too_large()
      : m.seller_bank_unreadable_other();

function Reconciliation({ result, ordersBase }: { result: Extract<StatementResult, { kind: "reconciled" }>; ordersBase: string }) {
  return (
    <section className="mt-4 space-y-3" aria-labelledby="recon-heading">
      <h3 id="recon-heading" className="font-semibold">
        {m.seller_bank_recon_heading()}
      </h3>
      <ul className="space-y-1 text-sm">
        <li>{m.seller_bank_recon_matched({ count: result.matched.length })}</li>
        <li>{m.seller_bank_recon_known({ count: result.known })}</li>
        <li>{m.seller_bank_recon_to_check({ count: result.toCheck })}</li>
        <li>{m.seller_bank_recon_skipped({ count: result.skipped })}</li>
      </ul>
      {result.matched.length > 0 ? (
        <ul className="flex flex-wrap gap-2 text-sm">
          {result.matched.map((o) => (
            <li key={o.checkoutId}>
              <Link to={`${ordersBase}/${o.checkoutId}`} className="underline">
                #{o.number}
              </Link>{" "}
              {formatPaise(o.amountPaise)}
            </li>
          ))}
        </ul>
      ) : null}
      <h4 className="font-semibold">{m.seller_bank_recon_unpaid()}</h4>
      {result.unpaid.length === 0 ? (
        <p className="text-sm text-gray-600">{m.seller_bank_recon_none_unpaid()}</p>
      ) : (
        <ul className="space-y-1 text-sm">
          {result.unpaid.map((o) => (
            <li key={o.id}>
              <Link to={`${ordersBase}/${o.id}`} className="underline">
                #{o.number}
              </Link>{" "}
              · {formatPaise(o.totalPaise)} · {PAYMENT_STATUS_LABEL[o.status]} · {formatDateTime(o.placedAt)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function StatementCard({
  result,
  lastStatementAt,
  ordersBase,
}: {
  result: StatementResult | null;
  lastStatementAt: string | null;
  ordersBase: string;
}) {
  return (
    <Card>
      <h2 className="text-lg font-semibold">{m.seller_bank_statement_heading()}</h2>
      <p className="mt-1 text-sm text-gray-700">{m.seller_bank_statement_intro()}</p>
      {lastStatementAt ? (
        <p className="mt-1 text-xs text-gray-500">{m.seller_bank_statement_last({ time: formatDateTime(lastStatementAt) })}</p>
      ) : null}
      <Form method="post" encType="multipart/form-data" className="mt-4 space-y-3">
        <input type="hidden" name="intent" value="statement" />
        <FileInput id="statement-file" label={m.seller_bank_statement_file()} />
        <UploadButton>{m.seller_bank_statement_upload()}</UploadButton>
      </Form>
      <div aria-live="polite" className="mt-3">
        <FormError message={result?.kind === "unreadable" ? unreadableWords(result.reason) : null} />
        {result?.kind === "needs_mapping" ? <MappingForm headers={result.headers} sample={result.sample} /> : null}
        {result?.kind === "reconciled" ? <Reconciliation result={result} ordersBase={ordersBase} /> : null}
      </div>
    </Card>
  );
}
