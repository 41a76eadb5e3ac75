// A shopper's record in this shop (how their orders ended) and the seller's switch for cash on
// delivery, on the order page and the customer page. The switch is a plain form post to the page's
// own action (intent SHOPPER_COD_INTENT), so it works before the page's script has loaded.
import { useFetcher } from "react-router";
import { useReplyToast } from "~/components/dashboard/use-reply-toast";
import { buttonVariants } from "~/components/ui/button";
import * as m from "~/i18n/messages";

export const SHOPPER_COD_INTENT = "shopper-cod";

export interface ShopperRecordView {
  delivered: number;
  returned: number;
  cancelled: number;
  codBlocked: boolean;
}

export function ShopperRecord({ record }: { record: ShopperRecordView }) {
  const fetcher = useFetcher();
  useReplyToast(fetcher);
  return (
    <div className="mt-3 border-t border-gray-100 pt-3 text-sm" data-testid="shopper-record">
      <p>{m.dash_shopper_record(record)}</p>
      {record.codBlocked ? <p className="mt-1 font-medium text-amber-900">{m.dash_cod_off_note()}</p> : null}
      <fetcher.Form method="post" className="mt-2">
        <input type="hidden" name="intent" value={SHOPPER_COD_INTENT} />
        <input type="hidden" name="cod" value={record.codBlocked ? "on" : "off"} />
        <button type="submit" disabled={fetcher.state !== "idle"} className={buttonVariants({ size: "sm" })}>
          {record.codBlocked ? m.dash_cod_turn_on() : m.dash_cod_turn_off()}
        </button>
      </fetcher.Form>
    </div>
  );
}
