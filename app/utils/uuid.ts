import { z } from "zod";

// Ids arrive in URLs and form fields; anything that is not a UUID is "not found", never a
// PostgreSQL cast error (a 500).
const uuid = z.uuid();

/** Whether `value` is a UUID (RFC 9562, any case) that PostgreSQL's uuid type will accept. */
export function isUuid(value: unknown): value is string {
  return uuid.safeParse(value).success;
}
