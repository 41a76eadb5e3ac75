// "Check these": bank credits Haat could not settle by itself, and shoppers' UTR claims the bank did
// not bear out. Each names the order concerned; a credit that is no order's payment is set aside.
import { Form, Link } from "react-router";
import { Card } from "~/components/dashboard/ui";
import { buttonVariants } from "~/components/ui/button";
import type { ClaimUnseen, CreditToCheck } from "~/domain/payments/bank/views";
import { PAYMENT_STATUS_LABEL } from "~/domain/payments/status";
import * as m from "~/i18n/messages";
import { formatDateTime } from "~/utils/dates";
import { formatPaise } from "~/utils/money";

function problemWords(credit: CreditToCheck): string {
  const order = credit.order;
  if (credit.problem === "mismatch" && order)
    return m.seller_bank_problem_mismatch({ number: order.number, total: formatPaise(order.totalPaise) });
  if (credit.problem === "late" && order)
    return m.seller_bank_problem_late({ number: order.number, status: PAYMENT_STATUS_LABEL[order.status] });
  return m.seller_bank_problem_no_order();
}

export function ToCheck({ credits, claims, ordersBase }: { credits: CreditToCheck[]; claims: ClaimUnseen[]; ordersBase: string }) {
  return (
    <Card>
      <h2 id="to-check" className="text-lg font-semibold">
        {m.seller_bank_check_heading()}
      </h2>
      {credits.length === 0 && claims.length === 0 ? <p className="mt-2 text-sm text-gray-600">{m.seller_bank_check_empty()}</p> : null}
      {credits.length > 0 ? (
        <ul className="mt-3 divide-y">
          {credits.map((c) => (
            <li key={c.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
              <div>
                <p className="font-medium">
                  {m.seller_bank_credit_row({
                    amount: formatPaise(c.amountPaise),
                    utr: c.utr,
                    time: formatDateTime(c.creditedAt ?? c.receivedAt),
                  })}
                </p>
                <p className="text-gray-700">{problemWords(c)}</p>
              </div>
              <div className="flex flex-wrap gap-2">
                {c.order ? (
                  <Link to={`${ordersBase}/${c.order.id}`} className={buttonVariants({ size: "sm" })}>
                    #{c.order.number}
                  </Link>
                ) : null}
                <Form method="post">
                  <input type="hidden" name="intent" value="dismiss" />
                  <input type="hidden" name="creditId" value={c.id} />
                  <button type="submit" className={buttonVariants({ size: "sm" })}>
                    {m.seller_bank_dismiss()}
                  </button>
                </Form>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      {claims.length > 0 ? (
        <>
          <h3 className="mt-4 font-semibold">{m.seller_bank_claims_unseen_heading()}</h3>
          <ul className="mt-2 divide-y text-sm">
            {claims.map((c) => (
              <li key={c.checkoutId} className="py-2">
                <Link to={`${ordersBase}/${c.checkoutId}`} className="underline">
                  {m.seller_bank_claim_unseen({
                    number: c.number,
                    utr: c.utr,
                    total: formatPaise(c.totalPaise),
                    due: formatDateTime(c.dueAt),
                  })}
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </Card>
  );
}
