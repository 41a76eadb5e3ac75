// 'Chat on WhatsApp' to the shop's own phone (wa.me, app/utils/whatsapp.ts): nothing is sent by
// Haat; the shopper's WhatsApp opens with the text filled in. Hidden when the shop has no valid number.
import { useRouteLoaderData } from "react-router";
import * as m from "~/i18n/messages";
import { whatsappLink } from "~/utils/whatsapp";

/** The shop's phone from the shop layout's data (every storefront page and popup sits under it). */
export function useShopPhone(): string | null {
  const data = useRouteLoaderData("routes/shop/layout") as { shop?: { phone?: string } } | undefined;
  return data?.shop?.phone ?? null;
}

export function WhatsappLink({
  phone,
  text,
  label = m.shop_chat_whatsapp(),
  className = "",
}: {
  phone: string | null | undefined;
  text: string;
  label?: string;
  className?: string;
}) {
  const href = whatsappLink(phone, text);
  if (!href) return null;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={`inline-flex items-center justify-center gap-1.5 rounded-md bg-green-700 px-3 py-2 text-sm font-semibold text-white hover:bg-green-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-700 ${className}`}
    >
      <WhatsappIcon />
      {label}
    </a>
  );
}

/** Chat with this shop (its phone from the layout). */
export function ShopWhatsappButton({ text, className }: { text: string; className?: string }) {
  return <WhatsappLink phone={useShopPhone()} text={text} className={className} />;
}

const WhatsappIcon = () => (
  <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true" fill="currentColor">
    <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm0 18.2a8.2 8.2 0 0 1-4.2-1.1l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2Zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.2-.4.2-.4.7-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.7 11.8 11.8 0 0 0 4.5 4c1.7.7 2.3.8 3.2.6.5-.1 1.5-.6 1.7-1.2.2-.6.2-1.1.2-1.2-.1-.1-.3-.2-.5-.3Z" />
  </svg>
);
