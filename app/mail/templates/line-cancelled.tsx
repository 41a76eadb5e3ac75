// To the shopper when the seller cancels one item of their order and the rest still comes: what was
// cancelled, the order's new total, and what that means for the money (a refund, or less to pay).
import { Text } from "@react-email/components";
import type { LineCancelledFacts } from "~/domain/notifications/facts";
import * as m from "~/i18n/messages";
import { formatPaise } from "~/utils/money";
import { Action, Layout, styles } from "./layout";
import { lineText } from "./lines";
import { OrderLinesAndTotal } from "./order-status";
import type { MailTemplate } from "./types";

export const lineCancelled: MailTemplate<LineCancelledFacts> = {
  subject: (p) => m.mail_line_cancelled_subject({ reference: p.reference, shopName: p.shopName }),
  Email: (p) => {
    const item = lineText(p.cancelled);
    const money =
      p.refundDuePaise > 0
        ? m.mail_line_cancelled_refund({ shopName: p.shopName, amount: formatPaise(p.refundDuePaise) })
        : m.mail_line_cancelled_to_pay({ total: formatPaise(p.totalPaise) });
    return (
      <Layout
        shopName={p.shopName}
        shopUrl={p.shopUrl}
        preview={m.mail_line_cancelled_title()}
        title={m.mail_line_cancelled_title()}
        footer={m.mail_status_footer_cancelled()}
      >
        <Text style={styles.text}>{m.mail_line_cancelled_body({ shopName: p.shopName, item, reference: p.reference })}</Text>
        <Text style={styles.text}>{money}</Text>
        <OrderLinesAndTotal p={p} />
        <Action href={p.orderUrl}>{m.mail_see_order()}</Action>
      </Layout>
    );
  },
};
