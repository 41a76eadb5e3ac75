// The server cart's flow as a page helper (Hydrogen's e2e style): changes go to the one cart action
// POST /{shop}/cart from the page's own context (its cookies: the guest's browser id or the
// session), and assertions read what the server rendered.
import { expect, type Page } from "@playwright/test";

export interface LineRef {
  id: string;
  name: string;
  color: string;
  size: string;
}

export class CartFlow {
  constructor(
    readonly page: Page,
    readonly shop = "demo",
  ) {}

  /** Adds `quantity` of a line through the cart action, as a plain form post does (303 back). */
  async add(p: LineRef, quantity: number) {
    await this.post({ intent: "add", productId: p.id, color: p.color, size: p.size, quantity: String(quantity) });
  }

  /** Sets a line's quantity (0 removes it). */
  async set(p: LineRef, quantity: number) {
    await this.post({ intent: "set", productId: p.id, color: p.color, size: p.size, quantity: String(quantity) });
  }

  /** Empties the cart (the demo shopper's cart is kept on the server between tests). */
  async clear() {
    await this.post({ intent: "clear" });
  }

  private async post(form: Record<string, string>) {
    if (!this.page.url().startsWith("http")) await this.page.goto(`/${this.shop}`);
    const res = await this.page.request.post(`/${this.shop}/cart`, {
      form: { ...form, redirectTo: `/${this.shop}/cart` },
      headers: { origin: new URL(this.page.url()).origin },
      maxRedirects: 0,
    });
    expect(res.status(), await res.text()).toBe(303);
  }

  async open() {
    await this.page.goto(`/${this.shop}/cart`);
    await expect(this.page.getByRole("heading", { name: "Your Shopping Cart" })).toBeVisible();
  }

  /** The line's quantity as the cart page shows it. */
  quantityOf(name: string) {
    return this.page.getByLabel(`Quantity of ${name}`, { exact: true });
  }

  /** The header's cart link, named with the count (`Cart, 2 items`). */
  badge(count: number) {
    return this.page.getByRole("link", { name: `Cart, ${count} ${count === 1 ? "item" : "items"}` }).first();
  }
}

/**
 * Saves a Kolkata address for the signed-in shopper through the endpoint the address forms post to
 * (the no-JS address form is the profile's; tests/e2e/nojs.spec.ts walks it).
 */
export async function saveAddress(page: Page, name: string, shop = "demo") {
  const res = await page.request.post(`/${shop}/addresses`, {
    form: {
      intent: "create",
      name,
      mobile: "9830012345",
      flatHouseBuilding: "14 Park Street",
      areaStreetSector: "Park Circus",
      landmark: "",
      pincode: "700016",
      townCity: "Kolkata",
      state: "West Bengal",
    },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(res.ok(), await res.text()).toBe(true);
}
