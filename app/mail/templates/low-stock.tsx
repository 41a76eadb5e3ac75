// To the seller each morning when sizes of active products are at or below the shop's threshold.
import { Text } from "@react-email/components";
import { colourLabel, sizeLabel } from "~/domain/catalog/vocabulary";
import type { LowStockFacts } from "~/domain/notifications/facts";
import * as m from "~/i18n/messages";
import { Action, Layout, Rows, styles } from "./layout";
import type { MailTemplate } from "./types";

export const lowStock: MailTemplate<LowStockFacts> = {
  subject: (p) => {
    const count = p.rows.length;
    return (count === 1 ? m.mail_low_stock_subject_one : m.mail_low_stock_subject_other)({ shopName: p.shopName, count });
  },
  Email: (p) => (
    <Layout
      shopName={p.shopName}
      shopUrl={p.shopUrl}
      preview={(p.rows.length === 1 ? m.mail_low_stock_preview_one : m.mail_low_stock_preview_other)({ count: p.rows.length })}
      title={m.mail_low_stock_title()}
      footer={m.mail_low_stock_footer()}
    >
      <Text style={styles.text}>{m.mail_low_stock_intro({ threshold: p.threshold })}</Text>
      <Rows
        rows={p.rows.map((r) => ({
          label: `${r.name} (${colourLabel(r.color)}, ${sizeLabel(r.size)})`,
          value: r.stock === 0 ? m.mail_low_stock_sold_out() : m.mail_low_stock_left({ count: r.stock }),
        }))}
      />
      <Action href={p.productsUrl}>{m.mail_low_stock_update()}</Action>
    </Layout>
  ),
};
