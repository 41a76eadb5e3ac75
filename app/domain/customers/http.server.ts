// Turns the customer-facing domain errors into 4xx replies with the message the form shows.
import { data } from "react-router";
import { CheckoutError } from "~/domain/checkout/place-orders.server";
import { CustomerError } from "./errors";

export function errorReply(error: unknown) {
  if (error instanceof CustomerError || error instanceof CheckoutError) {
    return data({ ok: false as const, error: error.message }, { status: error.status });
  }
  throw error;
}

/** Fetcher endpoints answer 401 with a message instead of redirecting to a login page. */
export const notSignedIn = (message = "Please log in and select a profile.") =>
  data({ ok: false as const, error: message }, { status: 401 });

export async function readJson(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    return null;
  }
}
