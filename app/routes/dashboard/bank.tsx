// Payments from the seller's bank: the SMS webhook, statement uploads and the list of credits and
// claims to check (docs/decisions/0133-what-paid-means.md, 0134, 0136). Four small forms posting to
// one action, told apart by `intent`.
import { useActionData, useLoaderData } from "react-router";
import { SmsCard } from "~/components/dashboard/bank/sms-card";
import { StatementCard } from "~/components/dashboard/bank/statement-card";
import { ToCheck } from "~/components/dashboard/bank/to-check";
import { PageHeader } from "~/components/dashboard/ui";
import { FormError, FormSuccess } from "~/components/ui/form";
import { servicesContext, shopContext } from "~/context";
import { DomainError } from "~/domain/errors";
import { bankFeedStatus, rotateSmsToken, stopSmsFeed } from "~/domain/payments/bank/sms-feed.server";
import { MAX_STATEMENT_BYTES, statementMappingFrom } from "~/domain/payments/bank/statement-form";
import { uploadStatement } from "~/domain/payments/bank/statement-upload.server";
import { claimsUnseen, creditsToCheck, dismissCredit } from "~/domain/payments/bank/to-check.server";
import type { StatementResult } from "~/domain/payments/bank/views";
import { uploadLimits } from "~/http/body.server";
import { errorReply, parseForm, replySuccess } from "~/http/reply.server";
import * as m from "~/i18n/messages";
import { failureMessage, successMessage } from "~/utils/reply";
import type { Route } from "./+types/bank";

export const meta: Route.MetaFunction = () => [{ title: `${m.seller_bank_title()} · ${m.common_dashboard()}` }];

export async function loader({ context }: Route.LoaderArgs) {
  const shop = context.get(shopContext);
  const { db } = context.get(servicesContext);
  const [status, credits, claims] = await Promise.all([
    bankFeedStatus(db, shop.id),
    creditsToCheck(db, shop.id),
    claimsUnseen(db, shop.id),
  ]);
  return { status, credits, claims, ordersBase: `/${shop.handle}/dashboard/orders` };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { db, env } = context.get(servicesContext);
  const sellerId = context.get(shopContext).id;
  const form = await parseForm(request, uploadLimits(MAX_STATEMENT_BYTES));
  const intent = form.get("intent");
  try {
    if (intent === "sms-new") {
      const token = await rotateSmsToken(db, sellerId);
      const origin = env.BASE_URL ?? new URL(request.url).origin;
      return replySuccess({ intent, address: `${origin}/api/bank-sms/${token}` }, m.seller_bank_sms_created());
    }
    if (intent === "sms-stop") {
      await stopSmsFeed(db, sellerId);
      return replySuccess({ intent }, m.seller_bank_sms_stopped());
    }
    if (intent === "dismiss") {
      await dismissCredit(db, sellerId, String(form.get("creditId") ?? ""));
      return replySuccess({ intent }, m.seller_bank_dismissed());
    }
    if (intent === "statement") {
      const file = form.get("file");
      if (!(file instanceof File) || file.size === 0)
        throw new DomainError("file_required", m.seller_bank_choose_file(), { field: "file" });
      const mapping = statementMappingFrom(form);
      const result = await uploadStatement(db, sellerId, { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) }, mapping);
      return replySuccess({ intent, statement: result });
    }
    throw new DomainError("unknown_action", m.seller_unknown_action());
  } catch (error) {
    return errorReply(error);
  }
}

type Data = { intent?: string; address?: string; statement?: StatementResult };

export default function BankPage() {
  const { status, credits, claims, ordersBase } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const data = (reply as { data?: Data } | undefined)?.data;
  return (
    <>
      <PageHeader title={m.seller_bank_title()} />
      <p className="mb-4 max-w-3xl text-sm text-gray-700">{m.seller_bank_intro()}</p>
      <div aria-live="polite" className="mb-4">
        <FormError message={failureMessage(reply)} />
        {data?.intent !== "statement" ? <FormSuccess message={successMessage(reply)} /> : null}
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <SmsCard status={status} newAddress={data?.address ?? null} />
        <StatementCard result={data?.statement ?? null} lastStatementAt={status.lastStatementAt} ordersBase={ordersBase} />
        <div className="lg:col-span-2">
          <ToCheck credits={credits} claims={claims} ordersBase={ordersBase} />
        </div>
      </div>
    </>
  );
}
