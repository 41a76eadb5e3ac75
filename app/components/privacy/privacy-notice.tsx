// The privacy notice (issue 39): who is responsible, what is kept about shoppers and sellers with
// why, how long and who sees it, the rights and the grievance officer. The same on the platform and
// inside a shop; the request form follows it on the page.
import { RETENTION_DAYS } from "~/domain/privacy/retention";
import * as m from "~/i18n/messages";
import { type NoticeItem, rights, sellerItems, shopperItems } from "./notice-items";

export interface NoticeFacts {
  operator: string;
  officer: { name: string; email: string };
  version: string;
}

export function PrivacyNotice({ facts }: { facts: NoticeFacts }) {
  const { operator, officer } = facts;
  return (
    <div className="space-y-10">
      <section aria-labelledby="notice-responsible">
        <h2 id="notice-responsible" className="text-xl font-semibold">
          {m.privacy_notice_responsible_heading()}
        </h2>
        <p className="mt-3 leading-relaxed text-gray-700">{m.privacy_notice_responsible_platform({ operator })}</p>
        <p className="mt-3 leading-relaxed text-gray-700">{m.privacy_notice_responsible_shops({ operator })}</p>
      </section>
      <ItemList id="notice-shoppers" heading={m.privacy_notice_shoppers_heading()} items={shopperItems()} />
      <ItemList id="notice-sellers" heading={m.privacy_notice_sellers_heading()} items={sellerItems()} />
      <p className="leading-relaxed text-gray-700">{m.privacy_notice_backups({ days: String(RETENTION_DAYS.backups) })}</p>
      <section aria-labelledby="notice-rights">
        <h2 id="notice-rights" className="text-xl font-semibold">
          {m.privacy_notice_rights_heading()}
        </h2>
        <ul className="mt-3 list-disc space-y-2 pl-5 leading-relaxed text-gray-700">
          {rights().map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="notice-officer">
        <h2 id="notice-officer" className="text-xl font-semibold">
          {m.privacy_notice_officer_heading()}
        </h2>
        <p className="mt-3 leading-relaxed text-gray-700">
          {m.privacy_notice_officer_text({ name: officer.name, operator })}{" "}
          <a href={`mailto:${officer.email}`} className="font-medium break-words text-brand-700 underline">
            {officer.email}
          </a>
        </p>
      </section>
    </div>
  );
}

function ItemList({ id, heading, items }: { id: string; heading: string; items: NoticeItem[] }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-xl font-semibold">
        {heading}
      </h2>
      <ul className="mt-4 space-y-4">
        {items.map((item) => (
          <li key={item.what} className="rounded-lg border border-gray-200 bg-white p-4">
            <h3 className="font-semibold text-gray-900">{item.what}</h3>
            <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[8rem_1fr]">
              <dt className="font-medium text-gray-600">{m.privacy_notice_why()}</dt>
              <dd className="text-gray-800">{item.why}</dd>
              <dt className="font-medium text-gray-600">{m.privacy_notice_how_long()}</dt>
              <dd className="text-gray-800">{item.keep}</dd>
              <dt className="font-medium text-gray-600">{m.privacy_notice_who_sees()}</dt>
              <dd className="text-gray-800">{item.who}</dd>
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}
