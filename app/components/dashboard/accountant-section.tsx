// The Reports page's place for what an accountant needs for the chosen period (GST return
// downloads). It shows only once it has something in it: a seller never sees an empty heading.
import { Card } from "~/components/dashboard/ui";
import * as m from "~/i18n/messages";

export function AccountantSection({ children }: { children?: React.ReactNode }) {
  if (!children) return null;
  return (
    <Card className="mt-4">
      <h2 className="font-semibold">{m.dash_reports_accountant()}</h2>
      <div className="mt-2 text-sm">{children}</div>
    </Card>
  );
}
