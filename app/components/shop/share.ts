// Device share sheet when the browser has one, else copy the link (docs/product.md#qr-popup, #product-page).
export type ShareOutcome = "shared" | "copied" | "cancelled";

export async function shareOrCopy(data: { title: string; text: string; url: string }): Promise<ShareOutcome> {
  if (typeof navigator.share === "function" && (!navigator.canShare || navigator.canShare(data))) {
    try {
      await navigator.share(data);
      return "shared";
    } catch (error) {
      // The person closed the sheet: not a failure.
      if (error instanceof DOMException && error.name === "AbortError") return "cancelled";
      throw error;
    }
  }
  await navigator.clipboard.writeText(data.url);
  return "copied";
}
