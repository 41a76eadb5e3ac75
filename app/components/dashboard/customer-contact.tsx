// Call and WhatsApp links for a customer's mobile (the WhatsApp one only for an Indian mobile).
import { buttonVariants } from "~/components/ui/button";
import { whatsappLink } from "~/utils/whatsapp";

export function CustomerContact({ name, mobile, shopName }: { name: string; mobile: string; shopName: string }) {
  const chat = whatsappLink(mobile, `Hello ${name}, this is ${shopName}.`);
  return (
    <span className="flex flex-wrap gap-2">
      <a href={`tel:${mobile}`} className={buttonVariants({ size: "sm" })} aria-label={`Call ${name} on ${mobile}`}>
        Call
      </a>
      {chat ? (
        <a href={chat} target="_blank" rel="noreferrer" className={buttonVariants({ size: "sm" })} aria-label={`WhatsApp ${name}`}>
          WhatsApp
        </a>
      ) : null}
    </span>
  );
}
