// To the person who asked for a data export, when its archive is ready to download.
import { Text } from "@react-email/components";
import type { DataExportFacts } from "~/domain/notifications/facts";
import { archiveSize } from "~/domain/privacy/export-view";
import * as m from "~/i18n/messages";
import { formatDate } from "~/utils/dates";
import { Action, Layout, styles } from "./layout";
import type { MailTemplate } from "./types";

export const dataExportReady: MailTemplate<DataExportFacts> = {
  subject: (p) => (p.kind === "shop" ? m.mail_export_subject_shop({ shopName: p.shopName }) : m.mail_export_subject_shopper()),
  Email: (p) => (
    <Layout
      shopName={p.shopName}
      shopUrl={p.shopUrl}
      preview={m.mail_export_preview({ date: formatDate(p.expiresAt) })}
      title={p.kind === "shop" ? m.mail_export_title_shop() : m.mail_export_title_shopper()}
      footer={m.mail_export_footer()}
    >
      <Text style={styles.text}>{m.mail_export_intro({ size: archiveSize(p.bytes), date: formatDate(p.expiresAt) })}</Text>
      <Action href={p.exportUrl}>{m.mail_export_download()}</Action>
    </Layout>
  ),
};
