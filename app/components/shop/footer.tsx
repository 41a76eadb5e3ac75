// The shop footer (docs/product.md#shop-footer).
import { Link } from "react-router";
import * as m from "~/i18n/messages";
import { WhatsappLink } from "./whatsapp-button";

const link = "rounded hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600";

export function ShopFooter({ shop, blurb }: { shop: { handle: string; shopName: string; email: string; phone: string }; blurb: string }) {
  const base = `/${shop.handle}`;
  const email = shop.email || "support@haat.example";
  return (
    <footer className="mt-12 border-t border-gray-200 bg-gray-50 text-sm text-gray-600">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-3">
        <div>
          <p className="text-base font-semibold text-gray-900">{shop.shopName}</p>
          <p className="mt-2">{blurb}</p>
        </div>
        <div>
          <h2 className="font-semibold text-gray-900">{m.shop_quick_links()}</h2>
          <ul className="mt-2 space-y-1">
            <li>
              <Link to={base} className={link}>
                {m.shop_home()}
              </Link>
            </li>
            <li>
              <Link to={`${base}/about`} className={link}>
                {m.shop_about_us()}
              </Link>
            </li>
            <li>
              <Link to={`${base}/feedback`} className={link}>
                {m.shop_feedback()}
              </Link>
            </li>
            <li>
              <Link to={`${base}/track`} className={link}>
                {m.shop_track_order()}
              </Link>
            </li>
          </ul>
        </div>
        <div>
          <h2 className="font-semibold text-gray-900">{m.shop_contact_us()}</h2>
          <ul className="mt-2 space-y-1">
            <li>
              <a href={`mailto:${email}`} className={link}>
                {email}
              </a>
            </li>
            {shop.phone ? (
              <li>
                <a href={`tel:${shop.phone}`} className={link}>
                  {shop.phone}
                </a>
              </li>
            ) : null}
            <li>
              <Link to={`${base}/feedback`} className={link}>
                {m.shop_send_feedback()}
              </Link>
            </li>
          </ul>
          <WhatsappLink phone={shop.phone} text={m.shop_whatsapp_question({ shop: shop.shopName })} className="mt-3" />
        </div>
      </div>
      <div className="border-t border-gray-200">
        <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-2 px-4 py-4 sm:flex-row">
          <p>{m.shop_footer_rights({ year: new Date().getFullYear(), shop: shop.shopName })}</p>
          <Link to={`${base}/feedback`} className={link}>
            {m.shop_we_value_feedback()}
          </Link>
        </div>
      </div>
    </footer>
  );
}
