// To a shopper who asked to delete their account: the date it happens and how to cancel.
import { Text } from "@react-email/components";
import type { AccountDeletionFacts } from "~/domain/notifications/facts";
import * as m from "~/i18n/messages";
import { formatDate } from "~/utils/dates";
import { Action, Layout, styles } from "./layout";
import type { MailTemplate } from "./types";

export const accountDeletion: MailTemplate<AccountDeletionFacts> = {
  subject: (p) => m.mail_delete_subject({ date: formatDate(p.erasesOn) }),
  Email: (p) => (
    <Layout
      shopName={p.shopName}
      shopUrl={p.shopUrl}
      preview={m.mail_delete_preview()}
      title={m.mail_delete_title()}
      footer={m.mail_delete_footer()}
    >
      <Text style={styles.text}>{m.mail_delete_intro({ date: formatDate(p.erasesOn) })}</Text>
      <Text style={styles.text}>{m.mail_delete_cancel({ date: formatDate(p.erasesOn) })}</Text>
      <Action href={p.signInUrl}>{m.mail_delete_open_profile()}</Action>
    </Layout>
  ),
};
