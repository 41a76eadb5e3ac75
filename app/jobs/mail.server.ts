// The mail queue's worker (docs/decisions/0076-messages-through-the-queue.md): a job queued by
// notify(tx, event) (app/domain/notifications/notify.server.ts) is composed from the rows as they
// are now (app/domain/notifications/mail-facts.server.ts), rendered in the recipient's language and
// sent with a Message-ID fixed by the event and recipient. It runs no SQL of its own.
import type { Database } from "~/db/client.server";
import { accountDeletionMailFacts } from "~/domain/notifications/deletion-mail-facts.server";
import { dataExportMailFacts } from "~/domain/notifications/export-mail-facts.server";
import {
  checkoutMailFacts,
  lineCancelledMailFacts,
  lowStockMailFacts,
  orderStatusMailFacts,
  type Recipient,
} from "~/domain/notifications/mail-facts.server";
import { type MailJob, queueLowStockDigests } from "~/domain/notifications/notify.server";
import { returnMailFacts } from "~/domain/notifications/return-mail-facts.server";
import { isErasedEmail } from "~/domain/privacy/erased";
import { withLocale } from "~/i18n/locale.server";
import type { MailMessage } from "~/mail/mailer.server";
import { renderMail } from "~/mail/render.server";
import type { StatusMailStatus } from "~/mail/templates/order-status";
import type { PaymentUpdateStatus } from "~/mail/templates/payment-update";
import { istDay } from "~/utils/dates";
import { lazily } from "~/utils/lazy";

const templates = lazily(() => import("~/mail/templates"));

/** The Message-ID of a job: the same on every try, different for every event and recipient. */
export function messageIdOf(job: MailJob, baseUrl: string): string {
  return `<${job.kind}.${job.key}.${job.to}@${new URL(baseUrl).hostname}>`;
}

/** The message as it reads now, or null when there is nothing to send (rows gone, preference off, no address). */
export async function composeMail(db: Database, baseUrl: string, job: MailJob, secret?: string): Promise<MailMessage | null> {
  const composed = await composeParts(db, baseUrl, job, secret);
  // An erased account's address is a placeholder: nothing goes to it.
  if (!composed?.recipient.to || isErasedEmail(composed.recipient.to)) return null;
  // The one place a message gets its language: every text of the template is read while rendering.
  const mail = await withLocale(composed.recipient.locale, composed.render);
  return { ...mail, to: composed.recipient.to, messageId: messageIdOf(job, baseUrl) };
}

/** The recipient, and the template rendered with its facts. */
type Composed = { recipient: Recipient; render: () => ReturnType<typeof renderMail> };

async function composeParts(db: Database, baseUrl: string, job: MailJob, secret?: string): Promise<Composed | null> {
  switch (job.kind) {
    case "order-placed": {
      const c = await checkoutMailFacts(db, baseUrl, job, job.to, secret);
      if (!c) return null;
      return {
        recipient: c.recipient,
        render: async () => renderMail(job.to === "seller" ? (await templates()).newOrder : (await templates()).orderPlaced, c.facts),
      };
    }
    case "payment": {
      const c = await checkoutMailFacts(db, baseUrl, job, job.to);
      if (!c) return null;
      if (job.status === "claimed")
        return { recipient: c.recipient, render: async () => renderMail((await templates()).paymentClaimed, c.facts) };
      return {
        recipient: c.recipient,
        render: async () => renderMail((await templates()).paymentUpdate, { ...c.facts, event: job.status as PaymentUpdateStatus }),
      };
    }
    case "status": {
      const o = await orderStatusMailFacts(db, baseUrl, job.orderId, job.status);
      if (!o) return null;
      return {
        recipient: o.recipient,
        render: async () => renderMail((await templates()).orderStatus, { ...o.facts, status: job.status as StatusMailStatus }),
      };
    }
    case "line-cancelled": {
      const o = await lineCancelledMailFacts(db, baseUrl, job.orderId, job.lineNo);
      if (!o) return null;
      return { recipient: o.recipient, render: async () => renderMail((await templates()).lineCancelled, o.facts) };
    }
    case "return": {
      const r = await returnMailFacts(db, baseUrl, job.returnId, job.to);
      if (!r) return null;
      return { recipient: r.recipient, render: async () => renderMail((await templates()).returnUpdate, r.facts) };
    }
    case "data-export": {
      const e = await dataExportMailFacts(db, baseUrl, job.exportId);
      if (!e) return null;
      return { recipient: e.recipient, render: async () => renderMail((await templates()).dataExportReady, e.facts) };
    }
    case "account-deletion": {
      const d = await accountDeletionMailFacts(db, baseUrl, job);
      if (!d) return null;
      return { recipient: d.recipient, render: async () => renderMail((await templates()).accountDeletion, d.facts) };
    }
    case "low-stock": {
      const l = await lowStockMailFacts(db, baseUrl, job.sellerId);
      if (!l) return null;
      return { recipient: l.recipient, render: async () => renderMail((await templates()).lowStock, l.facts) };
    }
  }
}

/** The mail queue's handler: compose from the current rows and send; a failure throws, to be retried. */
export async function handleMail(
  deps: { db: Database; baseUrl: string; secret: string; send(m: MailMessage): Promise<void> },
  job: MailJob,
) {
  const message = await composeMail(deps.db, deps.baseUrl, job, deps.secret);
  if (message) await deps.send(message);
}

/** The daily digest's cron job: one message per shop with low stock, each queued once per (IST) day. */
export function handleLowStockDigest(db: Database, now = new Date()): Promise<number> {
  return queueLowStockDigests(db, istDay(now));
}
