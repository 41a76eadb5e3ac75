// Who can sign in to the demo: kept apart from the seed so the server can print them without
// loading the seed (its catalogue drawing and sharp).
import type { Role } from "~/db/schema";
import { SHOPS } from "./demo-catalog";

export const DEMO_PASSWORD = "haat-demo-123";

export const ADMIN = { name: "Haat Admin", email: "admin@example.com" };
export const CUSTOMER = {
  name: "Ananya Iyer",
  email: "customer@example.com",
  mobile: "9123456780",
  address: "Flat 302, Lotus Residency, 5th Cross, Indiranagar, Bengaluru",
  pincode: "560038",
};

export interface DemoLogin {
  role: Role;
  name: string;
  email: string;
  password: string;
  /** The shop handle a seller owns, or the shop a customer signed up at. */
  shop?: string;
}

export const DEMO_LOGINS: readonly DemoLogin[] = [
  { role: "admin", ...ADMIN, password: DEMO_PASSWORD },
  ...SHOPS.map((s): DemoLogin => ({ role: "seller", ...s.owner, password: DEMO_PASSWORD, shop: s.handle })),
  { role: "customer", name: CUSTOMER.name, email: CUSTOMER.email, password: DEMO_PASSWORD, shop: "demo" },
];
