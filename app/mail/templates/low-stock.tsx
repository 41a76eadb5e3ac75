// To the seller each morning when sizes of active products are at or below the shop's threshold.
import { Text } from "@react-email/components";
import { Action, Layout, Rows, styles } from "./layout";
import type { MailTemplate, ShopFacts } from "./types";

export interface LowStockFacts extends ShopFacts {
  threshold: number;
  rows: Array<{ name: string; color: string; size: string; stock: number }>;
  productsUrl: string;
}

export const lowStock: MailTemplate<LowStockFacts> = {
  subject: (p) => `Low stock at ${p.shopName}: ${p.rows.length} size${p.rows.length === 1 ? "" : "s"}`,
  Email: (p) => (
    <Layout
      shopName={p.shopName}
      shopUrl={p.shopUrl}
      preview={`${p.rows.length} size${p.rows.length === 1 ? " is" : "s are"} running out.`}
      title="Sizes running out"
      footer="You get this e-mail each morning when sizes are low. Change the number on your dashboard's Shop profile page."
    >
      <Text style={styles.text}>These sizes have {p.threshold} or fewer in stock:</Text>
      <Rows
        rows={p.rows.map((r) => ({
          label: `${r.name} (${r.color}, ${r.size})`,
          value: r.stock === 0 ? "Sold out" : `${r.stock} left`,
        }))}
      />
      <Action href={p.productsUrl}>Update stock</Action>
    </Layout>
  ),
};
