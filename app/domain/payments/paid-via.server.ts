// Who confirmed a checkout's payment (docs/decisions/0133-what-paid-means.md): the last paid or
// collected event's actor, as a column of a select from checkout. The seller's panel words every
// actor; the shopper's page says when the shop's bank confirmed it.
import { sql } from "drizzle-orm";
import type { PaymentActor } from "~/db/schema/values";

export const PAID_VIA = sql<PaymentActor | null>`(select e.via from payment_event e where e.checkout_id = "checkout"."id" and e.status in ('paid', 'collected') order by e.created_at desc limit 1)`;

export const BY_BANK: readonly PaymentActor[] = ["bank_sms", "bank_statement"];
