// A return as the order pages are given it (browser-safe: the components import these shapes; the
// server's views.server.ts fills them).
import type { ReturnKind, ReturnRequestReason, ReturnRequestStatus } from "~/db/schema/values";
import type { ReturnsOpen, sellerReturnActions } from "./rules";

export type ReturnPolicy = { windowDays: number; exchanges: boolean; photos: boolean };

export interface ShownReturn {
  id: string;
  kind: ReturnKind;
  reason: ReturnRequestReason;
  note: string;
  /** Stored image keys of the shopper's photos (app/media/urls.ts makes their URLs). */
  photoKeys: string[];
  status: ReturnRequestStatus;
  declineReason: string | null;
  refundPaise: number | null;
  refundUtr: string | null;
  courier: string | null;
  trackingNumber: string | null;
  createdAt: string;
  closedAt: string | null;
  /** What the shopper paid for the lines: the refund the seller's form starts from. */
  valuePaise: number;
  lines: Array<{
    lineNo: number;
    name: string;
    color: string;
    size: string;
    quantity: number;
    imageKey: string | null;
    wantedColor: string | null;
    wantedSize: string | null;
  }>;
}

export type SellerReturn = ShownReturn & { actions: ReturnType<typeof sellerReturnActions> };

/** A line the shopper may still ask to return, with what it may be exchanged for. */
export interface ReturnableLine {
  lineNo: number;
  name: string;
  color: string;
  size: string;
  quantity: number;
  valuePaise: number;
  /** For an exchange: the same again, or a colour and size in stock now (none when the product is gone). */
  variants: Array<{ color: string; size: string }>;
}

export interface ShopperReturns {
  requests: Array<ShownReturn & { canWithdraw: boolean }>;
  state: ReturnsOpen;
  windowDays: number;
  windowEnds: string | null;
  /** Until when damaged, wrong or not-as-described goods may be reported (null: not delivered). */
  defectWindowEnds: string | null;
  /** What may still be asked for, and for which reasons; null when nothing (see `state`). */
  offer: { exchanges: boolean; photos: boolean; reasons: ReturnRequestReason[]; lines: ReturnableLine[] } | null;
}
