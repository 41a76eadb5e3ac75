// Keeping the shopper informed: e-mail preferences.
import { boolean, pgTable, text } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { updatedAt } from "./columns";

/** A person's e-mail choices; no row: everything on. Transactional mail is always sent. */
export const mailPreference = pgTable("mail_preference", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  /** Order progress (confirmed, shipped, delivered) beyond the transactional messages. */
  orderUpdates: boolean("order_updates").notNull().default(true),
  updatedAt: updatedAt(),
});
