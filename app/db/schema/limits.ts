// Our own fixed-window request counters (contact, feedback, checkout). better-auth's rate_limit
// table is not reused: its pruner deletes rows older than its longest window, which would reset ours.
import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

export const requestLimit = pgTable(
  "request_limit",
  {
    /** bucket and subject, e.g. `contact:ip:203.0.113.5` or `checkout:user:abc`. */
    key: text("key").primaryKey(),
    count: integer("count").notNull(),
    /** End of the current window; the next request after it starts a new one. */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("request_limit_expires_at_idx").on(t.expiresAt)],
);
