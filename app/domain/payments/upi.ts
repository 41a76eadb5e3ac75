// UPI payment links (docs/decisions/0073-payment-model.md): the `upi://pay` URI of NPCI's linking
// specification, which every UPI app opens and every QR code for a payee carries.
import { orderNumber } from "~/domain/orders/reference";

/** A UPI ID (VPA): `name@handle`, the name 2–256 of letters, digits, '.', '-' and '_', the handle letters and digits. */
export const UPI_ID_PATTERN = /^[a-zA-Z0-9._-]{2,256}@[a-zA-Z][a-zA-Z0-9]{1,63}$/;
export const isUpiId = (value: string) => UPI_ID_PATTERN.test(value);

/** A UTR (the bank's UPI transaction reference): 12 digits. */
export const UTR_PATTERN = /^\d{12}$/;

/** NPCI: paying an unverified payee from a QR image (gallery or screenshot) is capped at ₹2,000. */
export const QR_IMAGE_LIMIT_PAISE = 2_000_00;

/** Rupees with two decimals, as `am` needs ("1049.00"). */
export const upiAmount = (paise: number) => `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, "0")}`;

export interface UpiPayment {
  upiId: string;
  payeeName: string;
  amountPaise: number;
  orderId: string;
  shopName: string;
}

/** upi://pay?pa=…&pn=…&am=…&cu=INR&tn=…&tr=… with every value percent-encoded; the note and `tr` carry the order number. */
export function upiPayUri(p: UpiPayment): string {
  const reference = orderNumber(p.orderId);
  const params: [string, string][] = [
    ["pa", p.upiId],
    ["pn", p.payeeName.slice(0, 50)],
    ["am", upiAmount(p.amountPaise)],
    ["cu", "INR"],
    ["tn", `Order ${reference} ${p.shopName}`.slice(0, 50)],
    ["tr", reference],
  ];
  return `upi://pay?${params.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join("&")}`;
}
