// The QR popup's content, in its own chunk: loaded lazily by QrDialog in shop-dialogs.tsx.
import { QRCodeCanvas } from "qrcode.react";
import { useEffect, useRef, useState } from "react";
import { buttonVariants } from "~/components/ui/button";
import { toast } from "~/components/ui/toast";
import type { PublicShop } from "~/domain/sellers/public-shop";
import * as m from "~/i18n/messages";
import { shareOrCopy } from "./share";

// The centre logo: the platform's storefront mark as a data URL, so the canvas is never tainted.
const QR_LOGO = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><rect width="48" height="48" rx="10" fill="#ea580c"/><path d="M11 19l3-8h20l3 8M11 19v18h26V19M11 19h26M20 37v-9h8v9" fill="none" stroke="#fff" stroke-width="3" stroke-linejoin="round"/></svg>',
)}`;
const QR_SIZE = 220;
const PIXEL_RATIO = 3;

function qrProps(size: number) {
  const logo = Math.round(size * 0.22);
  return {
    size,
    level: "H" as const,
    marginSize: 2,
    imageSettings: { src: QR_LOGO, width: logo, height: logo, excavate: true },
  };
}

export default function QrPanel({ shop, url }: { shop: PublicShop; url: string }) {
  const bigRef = useRef<HTMLCanvasElement>(null);
  // Neither the share sheet nor the clipboard worked: the link is offered selected, to copy by hand.
  const [copyByHand, setCopyByHand] = useState(false);
  const manualRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (copyByHand) manualRef.current?.select();
  }, [copyByHand]);

  function download() {
    try {
      const source = bigRef.current;
      if (!source) throw new Error("QR code not ready");
      // Copy onto a canvas of exactly 3 × 220 px, whatever the screen's own pixel ratio.
      const out = document.createElement("canvas");
      out.width = out.height = QR_SIZE * PIXEL_RATIO;
      const ctx = out.getContext("2d");
      if (!ctx) throw new Error("No 2D context");
      ctx.drawImage(source, 0, 0, out.width, out.height);
      const link = document.createElement("a");
      link.href = out.toDataURL("image/png");
      link.download = `${shop.handle}-qr-code.png`;
      document.body.append(link);
      link.click();
      link.remove();
    } catch {
      toast.error(m.shop_qr_download_failed());
    }
  }

  async function share() {
    try {
      const outcome = await shareOrCopy({ title: m.shop_qr_share_title(), text: m.shop_qr_share_text({ shop: shop.shopName }), url });
      if (outcome === "copied") toast.success(m.shop_qr_url_copied());
    } catch {
      try {
        // The failure message promises a copy (docs/product.md#qr-popup): only say it once the copy has worked.
        await navigator.clipboard.writeText(url);
        toast.error(m.shop_qr_share_failed_copied());
      } catch {
        setCopyByHand(true);
        toast.error(m.shop_qr_share_failed_copy_by_hand());
      }
    }
  }

  return (
    <div className="flex flex-col items-center text-center">
      <div className="rounded-lg border border-gray-200 bg-white p-3">
        <QRCodeCanvas value={url} {...qrProps(QR_SIZE)} role="img" aria-label={m.shop_qr_code_for({ url })} />
      </div>
      {/* The download source, drawn at 3x so the PNG stays sharp in print. */}
      <QRCodeCanvas value={url} {...qrProps(QR_SIZE * PIXEL_RATIO)} ref={bigRef} className="hidden" aria-hidden="true" />
      <p className="mt-3 text-sm text-gray-600">
        {m.shop_qr_scan_before()} <span className="font-semibold">{shop.shopName}</span> {m.shop_qr_scan_after()}
      </p>
      <p className="mt-1 break-all text-xs text-gray-500">{url}</p>
      {copyByHand ? (
        <div className="mt-3 w-full text-left">
          <label htmlFor="qr-copy-url" className="mb-1 block text-sm font-medium text-gray-700">
            {m.shop_qr_copy_link()}
          </label>
          <input
            id="qr-copy-url"
            ref={manualRef}
            readOnly
            value={url}
            onFocus={(e) => e.currentTarget.select()}
            className="block w-full rounded-md border border-gray-300 px-3 py-2 text-sm"
          />
        </div>
      ) : null}
      <div className="mt-5 flex w-full gap-3">
        <button type="button" onClick={download} className={buttonVariants({ variant: "primary", size: "lg", className: "flex-1" })}>
          {m.shop_download()}
        </button>
        <button type="button" onClick={share} className={buttonVariants({ size: "lg", className: "flex-1" })}>
          {m.shop_share()}
        </button>
      </div>
    </div>
  );
}
