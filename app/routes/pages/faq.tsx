import { FAQ } from "~/components/pages/content";
import { PageShell } from "~/components/pages/page-shell";
import type { Route } from "./+types/faq";

export const meta: Route.MetaFunction = () => [{ title: "Frequently Asked Questions · Haat" }];

export default function FaqPage() {
  return (
    <PageShell title="Frequently Asked Questions" intro="Quick answers to the questions we hear most.">
      <div className="divide-y divide-gray-200 rounded-xl border border-gray-200">
        {FAQ.map((item) => (
          <details key={item.q} className="group p-5">
            <summary className="cursor-pointer list-none font-semibold marker:hidden focus-visible:outline-2 focus-visible:outline-brand-700">
              {item.q}
            </summary>
            <p className="mt-3 text-gray-700">{item.a}</p>
          </details>
        ))}
      </div>
    </PageShell>
  );
}
