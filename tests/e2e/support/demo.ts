// The demo shop's logins and stock, shared by specs that act as its customer or seller.
import { expect, type Page } from "@playwright/test";
import { withDb } from "./platform-db";

export const DEMO_PASSWORD = "haat-demo-123";

/** Signs a demo account in through a login form (`/login` or `/{shop}/login`) and waits to leave it. */
export async function logIn(page: Page, email: string, loginPath = "/login") {
  await page.goto(loginPath);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL((url) => !url.pathname.endsWith("/login"));
}

export interface DemoStock {
  id: string;
  name: string;
  color: string;
  size: string;
  stock: number;
}

/** A random active product size of shop `demo` with at least `min` in stock, skipping `not`. */
export function pickDemoStock(min: number, not: string[] = []): Promise<DemoStock> {
  return withDb(async (db) => {
    const { rows } = await db.query<DemoStock>(
      `select p.id, p.name, ps.color, ps.size, ps.stock
         from product p join seller s on s.id = p.seller_id join product_stock ps on ps.product_id = p.id
        where s.handle = 'demo' and p.active and ps.stock >= $1 and not (p.id = any($2::uuid[]))
        order by random() limit 1`,
      [min, not],
    );
    if (!rows[0]) throw new Error(`no demo product with ${min} in stock`);
    return rows[0];
  });
}

/** Fills the open Add Address form (a Kolkata address unless `values` say otherwise) and saves it. */
export async function fillAddress(page: Page, values: Partial<Record<string, string>>) {
  const dialog = page.getByRole("dialog", { name: "Add Address" });
  const all = {
    "Full Name": "Ravi Kumar",
    "Mobile Number": "9830012345",
    "Flat/House/Building": "14 Park Street",
    "Area/Street/Sector/Village": "Park Circus",
    "Landmark (optional)": "",
    Pincode: "700016",
    "Town/City": "Kolkata",
    State: "West Bengal",
    ...values,
  };
  for (const [label, value] of Object.entries(all)) await dialog.getByLabel(label, { exact: true }).fill(value ?? "");
  await dialog.getByRole("button", { name: "Save Address" }).click();
}
