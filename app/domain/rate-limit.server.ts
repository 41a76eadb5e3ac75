// Abuse limits for our own forms (contact, feedback, checkout): a fixed-window counter per key in
// PostgreSQL, so every app server counts against the same numbers. Sign-up and password reset are
// limited by better-auth itself, sign-in by it per address and here per account and address
// (app/auth/auth.server.ts); all answer the same way. The
// HTTP side (429 replies, Retry-After, the client address) is app/http/rate-limit.server.ts.

import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { requestLimit } from "~/db/schema";
import * as m from "~/i18n/messages";
import type { Env } from "~/utils/env.server";
import { DomainError } from "./errors";

export interface RateRule {
  max: number;
  windowSeconds: number;
}

/** What a person reads on the page when refused; the same for every limited form. */
export function tooManyRequestsMessage(retryAfterSeconds: number): string {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  const wait =
    seconds >= 120
      ? m.platform_wait_minutes({ n: String(Math.ceil(seconds / 60)) })
      : seconds === 1
        ? m.platform_wait_second()
        : m.platform_wait_seconds({ n: String(seconds) });
  return m.platform_too_many_requests({ wait });
}

/**
 * Counts one request against `key`. A window starts with the first request and ends
 * `windowSeconds` later whatever happens in it, so a flood locks nobody out for longer than that.
 * The upsert is one statement: concurrent requests from several servers cannot both slip through.
 */
export async function consumeRateLimit(
  db: Database,
  key: string,
  rule: RateRule,
): Promise<{ allowed: true } | { allowed: false; retryAfter: number }> {
  const window = sql`make_interval(secs => ${rule.windowSeconds})`;
  const { rows } = await db.execute<{ count: number; retry_after: number }>(sql`
    insert into ${requestLimit} as r (key, count, expires_at) values (${key}, 1, now() + ${window})
    on conflict (key) do update set
      count = case when r.expires_at <= now() then 1 else r.count + 1 end,
      expires_at = case when r.expires_at <= now() then now() + ${window} else r.expires_at end
    returning count, ceil(extract(epoch from expires_at - now()))::int as retry_after`);
  const [row] = rows;
  // Now and then, sweep windows that ended long ago (addresses that never came back).
  if (Math.random() < 0.01) await db.execute(sql`delete from ${requestLimit} where expires_at < now() - interval '1 hour'`);
  return row.count <= rule.max ? { allowed: true } : { allowed: false, retryAfter: Math.max(1, row.retry_after) };
}

export const LIMITED_FORMS = {
  contact: "RATE_LIMIT_CONTACT",
  feedback: "RATE_LIMIT_FEEDBACK",
  checkout: "RATE_LIMIT_CHECKOUT",
  paymentClaim: "RATE_LIMIT_PAYMENT_CLAIM",
  track: "RATE_LIMIT_TRACK",
  bankSms: "RATE_LIMIT_BANK_SMS",
  review: "RATE_LIMIT_REVIEW",
} as const satisfies Record<string, keyof Env>;

/** A refusal for going over a limit: 429, and the wait travels so the reply can send Retry-After. */
export function rateLimited(retryAfterSeconds: number): DomainError {
  const retryAfter = Math.max(1, Math.ceil(retryAfterSeconds));
  return new DomainError("rate_limited", tooManyRequestsMessage(retryAfter), { status: 429, details: { retryAfter } });
}

/** Counts one request of `form` for `subject` (`ip:…`, `user:…`, `browser:…`); throws rateLimited when over the limit. */
export async function enforceRateLimit(db: Database, env: Env, form: keyof typeof LIMITED_FORMS, subject: string): Promise<void> {
  const result = await consumeRateLimit(db, `${form}:${subject}`, env[LIMITED_FORMS[form]]);
  if (!result.allowed) throw rateLimited(result.retryAfter);
}

/** The forms counted per person with a higher ceiling per address (docs/decisions/0085-fair-limits-behind-shared-addresses.md). */
export const ADDRESS_CEILINGS = {
  contact: "RATE_LIMIT_CONTACT_ADDRESS",
  feedback: "RATE_LIMIT_FEEDBACK_ADDRESS",
} as const satisfies Partial<Record<keyof typeof LIMITED_FORMS, keyof Env>>;

/**
 * Who sent a form: the client address, and every name the sender goes by, each with the form's own
 * allowance — `user:<id>` when signed in, `browser:<id>` from the signed browser cookie, and
 * `no-cookie:<address>` for a guest whose browser sent no valid cookie. `issued` is the browser id
 * handed out with this answer: a message let through counts under it too, so the count carries over
 * to the browser's next message (a refused one does not: the browser starts with its whole allowance).
 * Counting under every name means signing in does not start the count afresh either.
 */
export interface Sender {
  address: string;
  names: string[];
  issued?: string;
}

/**
 * Counts one message of `form` from `sender`. Each person has the form's own allowance, so strangers
 * behind one CGNAT address do not use up each other's; senders without a cookie share one such
 * allowance per address (dropping the cookie buys nothing). Over everyone, the address has its
 * higher ceiling, so one address cannot flood. A refused person does not count against the address.
 */
export async function enforceSenderLimit(db: Database, env: Env, form: keyof typeof ADDRESS_CEILINGS, sender: Sender): Promise<void> {
  const rule = env[LIMITED_FORMS[form]];
  const counted = await Promise.all(sender.names.map((name) => consumeRateLimit(db, `${form}:${name}`, rule)));
  const waits = counted.flatMap((result) => (result.allowed ? [] : [result.retryAfter]));
  if (waits.length > 0) throw rateLimited(Math.max(...waits));
  const ceiling = await consumeRateLimit(db, `${form}:address:${sender.address}`, env[ADDRESS_CEILINGS[form]]);
  if (!ceiling.allowed) throw rateLimited(ceiling.retryAfter);
  if (sender.issued) await consumeRateLimit(db, `${form}:${sender.issued}`, rule);
}
