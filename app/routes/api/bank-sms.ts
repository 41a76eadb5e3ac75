// POST /api/bank-sms/{secret}: a shop's bank SMS, forwarded by the seller's phone
// (docs/decisions/0134-bank-credits-kept.md). Every address that opens no shop (a wrong secret, an
// old one, none) answers the same 404, after the same rate count, so the webhook tells a prober nothing.
import { servicesContext } from "~/context";
import { receiveSms, shopOfSmsToken } from "~/domain/payments/bank/sms-feed.server";
import { readPostedSms } from "~/domain/payments/bank/sms-payload";
import { consumeRateLimit, rateLimited } from "~/domain/rate-limit.server";
import { BodyError, readBodyText } from "~/http/body.server";
import { sendPageLoadTo } from "~/http/page-load.server";
import { clientIp } from "~/http/rate-limit.server";
import type { Route } from "./+types/bank-sms";

/** An SMS is at most a few hundred characters; a forwarder's JSON around it, a few more. */
const SMS_BODY_LIMIT = 8 * 1024;

// The webhook answers a forwarder app, not a person: in English, like the apps' own logs.
const notFound = () => Response.json({ error: "Not found" }, { status: 404 }); // i18n-ignore: read by apps

export function loader({ request }: Route.LoaderArgs) {
  // Nothing to show a person who opens the address in a browser: the platform's home.
  sendPageLoadTo(request, "/");
  return notFound();
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { db, env } = context.get(servicesContext);
  if (request.method !== "POST") return notFound();
  const counted = await consumeRateLimit(db, `bankSms:${clientIp(request)}`, env.RATE_LIMIT_BANK_SMS);
  if (!counted.allowed) {
    const refusal = rateLimited(counted.retryAfter);
    return Response.json({ error: refusal.message }, { status: 429, headers: { "Retry-After": String(counted.retryAfter) } });
  }
  const sellerId = await shopOfSmsToken(db, params["*"] ?? "");
  if (!sellerId) return notFound();
  let text: string;
  try {
    text = await readBodyText(request, SMS_BODY_LIMIT);
  } catch (error) {
    if (error instanceof BodyError) return Response.json({ error: error.message }, { status: error.status });
    throw error;
  }
  const sms = readPostedSms(request.headers.get("content-type") ?? "", text);
  if (!sms)
    return Response.json(
      { error: "Send the SMS as JSON, a form or plain text, with its text in 'text' or 'message'." }, // i18n-ignore: read by apps
      { status: 400 },
    );
  const result = await receiveSms(db, sellerId, sms);
  return Response.json({ result });
}
