// The shop footer (docs/product.md#shop-footer).
import { Link } from "react-router";
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
          <h2 className="font-semibold text-gray-900">Quick Links</h2>
          <ul className="mt-2 space-y-1">
            <li>
              <Link to={base} className={link}>
                Home
              </Link>
            </li>
            <li>
              <Link to={`${base}/about`} className={link}>
                About Us
              </Link>
            </li>
            <li>
              <Link to={`${base}/feedback`} className={link}>
                Feedback
              </Link>
            </li>
            <li>
              <Link to={`${base}/track`} className={link}>
                Track your order
              </Link>
            </li>
          </ul>
        </div>
        <div>
          <h2 className="font-semibold text-gray-900">Contact Us</h2>
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
                Send Feedback
              </Link>
            </li>
          </ul>
          <WhatsappLink phone={shop.phone} text={`Hi ${shop.shopName}, I have a question.`} className="mt-3" />
        </div>
      </div>
      <div className="border-t border-gray-200">
        <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-2 px-4 py-4 sm:flex-row">
          <p>
            © {new Date().getFullYear()} {shop.shopName}. All rights reserved. Powered by Haat.
          </p>
          <Link to={`${base}/feedback`} className={link}>
            We value your feedback
          </Link>
        </div>
      </div>
    </footer>
  );
}
