// The one layout of every e-mail: the shop's name on top, the content, a footer saying why the
// person gets it. Inline styles only (mail clients drop <style> and classes). The words are the
// recipient's: the mail job renders in their language (app/jobs/mail.server.ts).
import { Body, Container, Head, Heading, Hr, Html, Img, Link, Preview, Section, Text } from "@react-email/components";
import type { ReactNode } from "react";
import { getLocale } from "~/i18n/m";
import * as m from "~/i18n/messages";

const SYSTEM_FONTS = "Arial, Helvetica, 'Noto Sans Devanagari', 'Nirmala UI', Mangal, 'Kohinoor Devanagari', sans-serif";

export const styles = {
  text: { fontSize: "15px", lineHeight: "22px", color: "#1f2937", margin: "0 0 12px" },
  muted: { fontSize: "13px", lineHeight: "20px", color: "#6b7280", margin: "0 0 8px" },
  button: {
    display: "inline-block",
    backgroundColor: "#c2410c",
    color: "#ffffff",
    padding: "10px 18px",
    borderRadius: "8px",
    fontSize: "15px",
    fontWeight: 600,
    textDecoration: "none",
  },
  cell: { fontSize: "14px", lineHeight: "20px", color: "#1f2937", padding: "6px 0", verticalAlign: "top" as const },
  amount: {
    fontSize: "14px",
    lineHeight: "20px",
    color: "#1f2937",
    padding: "6px 0",
    textAlign: "right" as const,
    whiteSpace: "nowrap" as const,
  },
};

export function Layout({
  shopName,
  shopUrl,
  preview,
  title,
  footer,
  children,
}: {
  shopName: string;
  shopUrl: string;
  preview: string;
  title: string;
  /** Why this person gets this message. */
  footer: ReactNode;
  children: ReactNode;
}) {
  return (
    <Html lang={getLocale()}>
      <Head />
      <Preview>{preview}</Preview>
      {/* Devanagari from the reader's own system fonts (Android, Windows, macOS/iOS): mail clients load no web fonts. */}
      <Body style={{ backgroundColor: "#f3f4f6", fontFamily: SYSTEM_FONTS, margin: 0, padding: "16px 0" }}>
        <Container style={{ backgroundColor: "#ffffff", borderRadius: "12px", maxWidth: "560px", padding: "24px" }}>
          <Text style={{ ...styles.muted, fontWeight: 600, color: "#c2410c" }}>
            <Link href={shopUrl} style={{ color: "#c2410c", textDecoration: "none" }}>
              {shopName}
            </Link>
          </Text>
          <Heading as="h1" style={{ fontSize: "22px", lineHeight: "28px", color: "#111827", margin: "0 0 16px" }}>
            {title}
          </Heading>
          <Section>{children}</Section>
          <Hr style={{ borderColor: "#e5e7eb", margin: "24px 0 12px" }} />
          <Text style={styles.muted}>{footer}</Text>
          <Text style={styles.muted}>{m.mail_footer_sent_by({ shopName })}</Text>
        </Container>
      </Body>
    </Html>
  );
}

/** A call to action: a button in HTML, "label: url" in the plain-text part. */
export function Action({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Section style={{ margin: "8px 0 16px" }}>
      <Link href={href} style={styles.button}>
        {children}
      </Link>
    </Section>
  );
}

/** Label / value rows (items, totals); an item's row may lead with its picture. */
export function Rows({ rows }: { rows: Array<{ label: ReactNode; value: ReactNode; strong?: boolean; image?: string | null }> }) {
  const pictures = rows.some((r) => r.image);
  return (
    <table width="100%" cellPadding={0} cellSpacing={0} role="presentation" style={{ borderCollapse: "collapse", margin: "0 0 12px" }}>
      <tbody>
        {rows.map((r, i) => (
          <tr key={i}>
            {pictures ? (
              <td style={{ ...styles.cell, width: "60px" }}>
                {r.image ? <Img src={r.image} width="48" height="48" alt="" style={{ borderRadius: "6px", objectFit: "cover" }} /> : null}
              </td>
            ) : null}
            <td style={{ ...styles.cell, fontWeight: r.strong ? 700 : 400 }}>{r.label}</td>
            <td style={{ ...styles.amount, fontWeight: r.strong ? 700 : 400 }}>{r.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
