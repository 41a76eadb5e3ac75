// "Share": the device's share sheet, else the link is copied (docs/product.md#product-page).
import { ShareIcon } from "~/components/shop/icons";
import { shareOrCopy } from "~/components/shop/share";
import { toast } from "~/components/ui/toast";
import * as m from "~/i18n/messages";

export function ShareButton({ title, text, url }: { title: string; text: string; url: string }) {
  async function share() {
    try {
      const outcome = await shareOrCopy({ title, text, url });
      if (outcome === "shared") toast.success(m.shop_shared());
      if (outcome === "copied") toast.success(m.shop_link_copied());
    } catch {
      toast.error(m.shop_share_failed());
    }
  }
  return (
    <button
      type="button"
      onClick={share}
      className="inline-flex items-center gap-2 rounded-md border border-gray-300 px-4 py-2.5 font-medium hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <ShareIcon /> {m.shop_share()}
    </button>
  );
}

/** The product's link with the chosen colour and size, so the person it is sent to sees the same. */
export function shareLink(url: string, color: string | undefined, size: string | undefined) {
  return color ? `${url}?${new URLSearchParams({ color, ...(size ? { size } : {}) })}` : url;
}
