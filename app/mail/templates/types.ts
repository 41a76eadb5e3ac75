// A template: its subject and its body, both from the facts it is given. The facts themselves (read
// from the database when the message is sent) are the domain's: app/domain/notifications/facts.ts.
import type { ReactElement } from "react";

export interface MailTemplate<P> {
  subject(props: P): string;
  Email(props: P): ReactElement;
}
