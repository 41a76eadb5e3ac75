// Call and WhatsApp links for a customer's mobile (the WhatsApp one only for an Indian mobile).
import { buttonVariants } from "~/components/ui/button";
import * as m from "~/i18n/messages";
import { whatsappLink } from "~/utils/whatsapp";

export function CustomerContact({ name, mobile, shopName }: { name: string; mobile: string; shopName: string }) {
  const chat = whatsappLink(mobile, m.seller_whatsapp_greeting({ name, shopName }));
  return (
    <span className="flex flex-wrap gap-2">
      <a href={`tel:${mobile}`} className={buttonVariants({ size: "sm" })} aria-label={m.seller_call_on({ name, mobile })}>
        {m.seller_call()}
      </a>
      {chat ? (
        <a
          href={chat}
          target="_blank"
          rel="noreferrer"
          className={buttonVariants({ size: "sm" })}
          aria-label={m.seller_whatsapp_to({ name })}
        >
          {/* i18n-ignore: the app's name */}
          WhatsApp
        </a>
      ) : null}
    </span>
  );
}
