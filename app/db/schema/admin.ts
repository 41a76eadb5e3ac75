// What the platform's admin works through: the help requests and feedback sent from the sites,
// and the record of who changed whose role.
import { pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { createdAt, id } from "./columns";

export const helpRequest = pgTable("help_request", {
  id: id(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  message: text("message").notNull(),
  handledAt: timestamp("handled_at", { withTimezone: true }),
  createdAt: createdAt(),
});

export const feedback = pgTable("feedback", {
  id: id(),
  /** The shop it was sent from; no foreign key: this table stays off the shop-split nodes (app/db/distribution.ts). */
  sellerId: uuid("seller_id"),
  name: text("name").notNull(),
  message: text("message").notNull(),
  handledAt: timestamp("handled_at", { withTimezone: true }),
  createdAt: createdAt(),
});

export const roleChange = pgTable("role_change", {
  id: id(),
  userId: text("user_id")
    .notNull()
    .references(() => user.id, { onDelete: "cascade" }),
  actorUserId: text("actor_user_id").references(() => user.id, { onDelete: "set null" }),
  fromRole: text("from_role").notNull(),
  toRole: text("to_role").notNull(),
  createdAt: createdAt(),
});
