// "The order stands" in SQL: not cancelled, and its parcel did not come back to the seller
// (ENDED_UNDELIVERED in ./seller-actions.ts). Such an order is not a sale and owes nothing.
import { type SQLWrapper, sql } from "drizzle-orm";
import { ENDED_UNDELIVERED } from "./seller-actions";

/** The ended statuses as an SQL list, for subqueries written out by hand (constants, never input). */
export const ENDED_UNDELIVERED_LIST = ENDED_UNDELIVERED.map((s) => `'${s}'`).join(", ");

/** The order with this status column still stands. */
export const orderStands = (status: SQLWrapper) => sql`${status} not in (${sql.raw(ENDED_UNDELIVERED_LIST)})`;
