// The seller's side of an order's page, shared by the specs that move an order along.
import { expect, type Page } from "@playwright/test";

/** On the seller's order page: marks the order confirmed, then shipped with a courier and AWB (the goods leave). */
export async function confirmAndShip(page: Page, parcel: { courier: string; awb: string }) {
  await page.getByRole("button", { name: "Mark confirmed" }).click();
  await expect(page.getByText("Order marked confirmed.")).toBeVisible();
  const ship = page.locator("form").filter({ has: page.getByRole("button", { name: "Mark shipped" }) });
  await ship.getByLabel("Courier", { exact: true }).fill(parcel.courier);
  await ship.getByLabel("AWB / tracking number", { exact: true }).fill(parcel.awb);
  await ship.getByRole("button", { name: "Mark shipped" }).click();
  await expect(page.getByText("Order marked shipped.")).toBeVisible();
}
