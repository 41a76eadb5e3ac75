// The shopper's saved delivery addresses, kept apart from shops and orders: an order copies the
// address as text when it is placed, so editing one here never changes an order.
import { sql } from "drizzle-orm";
import { check, index, pgTable, text } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { createdAt, id, updatedAt } from "./columns";

export const address = pgTable(
  "address",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    mobile: text("mobile").notNull(),
    flatHouseBuilding: text("flat_house_building").notNull(),
    areaStreetSector: text("area_street_sector").notNull(),
    landmark: text("landmark"),
    pincode: text("pincode").notNull(),
    townCity: text("town_city").notNull(),
    // Filled from the pincode with town/city and state (app/domain/pincodes); may stay empty.
    district: text("district").notNull().default(""),
    state: text("state").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("address_user_idx").on(t.userId, t.createdAt),
    check("address_mobile_format", sql`${t.mobile} ~ '^[0-9]{10}$'`),
    check("address_pincode_format", sql`${t.pincode} ~ '^[0-9]{6}$'`),
  ],
);
