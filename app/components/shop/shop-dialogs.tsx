// The header's two popups: 'Shop Profile' and 'Your Shop QR Code' (docs/product.md#shop-profile-popup, #qr-popup).
import { lazy, Suspense } from "react";
import { Modal } from "~/components/ui/modal";
import type { PublicShop } from "~/domain/sellers/public-shop";
import * as m from "~/i18n/messages";
import { imageSrcSet, imageUrl } from "~/media/urls";

export function ShopProfileDialog({ shop, open, onClose }: { shop: PublicShop; open: boolean; onClose: () => void }) {
  const notSpecified = m.shop_not_specified();
  const rows: Array<[string, string]> = [
    [m.shop_owner(), shop.ownerName],
    [m.shop_email(), shop.email],
    [m.shop_phone(), shop.phone],
    [m.shop_address(), shop.location],
  ];
  return (
    <Modal open={open} onClose={onClose} title={m.shop_profile()} size="sm" closeOnBackdrop>
      <div className="flex flex-col items-center text-center">
        {shop.photoKey ? (
          <img
            src={imageUrl(shop.photoKey, 320)}
            srcSet={imageSrcSet(shop.photoKey)}
            sizes="96px"
            alt={m.shop_photo_alt({ shop: shop.shopName })}
            width={96}
            height={96}
            className="size-24 rounded-full object-cover ring-2 ring-brand-100"
          />
        ) : (
          <div
            className="flex size-24 items-center justify-center rounded-full bg-brand-100 text-3xl font-bold text-brand-700"
            aria-hidden="true"
          >
            {shop.shopName.slice(0, 1).toUpperCase()}
          </div>
        )}
        <p className="mt-3 text-xl font-semibold">{shop.shopName || notSpecified}</p>
      </div>
      <dl className="mt-4 divide-y divide-gray-100 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="grid grid-cols-3 gap-2 py-2">
            <dt className="font-medium text-gray-600">{label}</dt>
            <dd className={`col-span-2 break-words ${value ? "" : "text-gray-500"}`}>{value || notSpecified}</dd>
          </div>
        ))}
      </dl>
    </Modal>
  );
}

// qrcode.react is fetched only when the QR popup first opens, to keep it out of the shop home's first load.
const QrPanel = lazy(() => import("./qr-panel"));

export function QrDialog({ shop, url, open, onClose }: { shop: PublicShop; url: string; open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} onClose={onClose} title={m.shop_your_qr_code()} size="sm" closeOnBackdrop>
      <Suspense
        fallback={
          // Same footprint as the loaded panel, so the popup does not jump when the code appears.
          <p role="status" className="flex h-[24rem] items-center justify-center text-sm text-gray-500">
            {m.shop_qr_loading()}
          </p>
        }
      >
        <QrPanel shop={shop} url={url} />
      </Suspense>
    </Modal>
  );
}

/** Both header popups; the header loads this module when one is first opened. */
export function ShopDialogs({
  shop,
  url,
  open,
  onClose,
}: {
  shop: PublicShop;
  url: string;
  open: "profile" | "qr" | null;
  onClose: () => void;
}) {
  return (
    <>
      <ShopProfileDialog shop={shop} open={open === "profile"} onClose={onClose} />
      <QrDialog shop={shop} url={url} open={open === "qr"} onClose={onClose} />
    </>
  );
}
