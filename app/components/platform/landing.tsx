// The landing page sections below the hero (docs/product.md#landing-page).

import { getFormProps } from "@conform-to/react";
import { Link, useActionData, useFetcher } from "react-router";
import { Field, FormError, FormSuccess, SubmitButton, TextArea } from "~/components/ui/form";
import { fieldProps, formSummary, useResetOnSuccess, useSchemaForm } from "~/components/ui/use-schema-form";
import { ContactSchema } from "~/domain/platform/forms";
import * as m from "~/i18n/messages";
import { type Reply, successMessage } from "~/utils/reply";
import { PLATFORM_CONTACT } from "./chrome";

const features = () => [
  {
    title: m.platform_feature_setup_title(),
    text: m.platform_feature_setup_text(),
    icon: "M3 9l9-6 9 6v11a1 1 0 01-1 1H4a1 1 0 01-1-1z M9 21V12h6v9",
  },
  {
    title: m.platform_feature_products_title(),
    text: m.platform_feature_products_text(),
    icon: "M20 7l-8-4-8 4m16 0v10l-8 4m8-14l-8 4m0 10L4 17V7m8 14V11",
  },
  {
    title: m.platform_feature_customers_title(),
    text: m.platform_feature_customers_text(),
    icon: "M17 20h5v-2a4 4 0 00-5-3.9M9 20H2v-2a4 4 0 015-3.9m0 0a5 5 0 0110 0M12 10a3 3 0 100-6 3 3 0 000 6z",
  },
  {
    title: m.platform_feature_mobile_title(),
    text: m.platform_feature_mobile_text(),
    icon: "M7 2h10a1 1 0 011 1v18a1 1 0 01-1 1H7a1 1 0 01-1-1V3a1 1 0 011-1zm4 17h2",
  },
  {
    title: m.platform_feature_responsive_title(),
    text: m.platform_feature_responsive_text(),
    icon: "M3 5h18v11H3z M8 20h8 M12 16v4",
  },
  {
    title: m.platform_feature_shopping_title(),
    text: m.platform_feature_shopping_text(),
    icon: "M12 21a9 9 0 100-18 9 9 0 000 18z M3.6 9h16.8 M3.6 15h16.8 M12 3a14 14 0 010 18 M12 3a14 14 0 000 18",
  },
];

export function Features() {
  return (
    <section id="features" className="scroll-mt-16 px-4 py-16 sm:py-20" aria-labelledby="features-title">
      <div className="mx-auto max-w-7xl">
        <h2 id="features-title" className="text-center text-3xl font-bold tracking-tight">
          {m.platform_features_title()}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-gray-600">{m.platform_features_intro()}</p>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {features().map((f) => (
            <li key={f.title} className="rounded-xl border border-gray-200 bg-white p-6 shadow-sm">
              <span className="flex h-11 w-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                <svg
                  aria-hidden="true"
                  viewBox="0 0 24 24"
                  className="h-6 w-6 fill-none stroke-current"
                  strokeWidth={1.8}
                  strokeLinecap="round"
                  strokeLinejoin="round"
                >
                  <path d={f.icon} />
                </svg>
              </span>
              <h3 className="mt-4 text-lg font-semibold">{f.title}</h3>
              <p className="mt-2 text-gray-600">{f.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function OurStory() {
  return (
    <section id="about" className="scroll-mt-16 bg-gray-50 px-4 py-16 sm:py-20" aria-labelledby="about-title">
      <div className="mx-auto max-w-3xl text-center">
        <h2 id="about-title" className="text-3xl font-bold tracking-tight">
          {m.platform_story_title()}
        </h2>
        <p className="mt-6 text-lg text-gray-700">{m.platform_story_p1()}</p>
        <p className="mt-4 text-lg text-gray-700">{m.platform_story_p2()}</p>
      </div>
    </section>
  );
}

export function CallToAction() {
  return (
    <section className="bg-brand-700 px-4 py-16 text-center text-white" aria-labelledby="cta-title">
      <h2 id="cta-title" className="text-3xl font-bold tracking-tight">
        {m.platform_cta_title()}
      </h2>
      <p className="mx-auto mt-3 max-w-xl text-orange-50">{m.platform_cta_text()}</p>
      <Link
        to="/register"
        className="mt-8 inline-block rounded-md bg-white px-6 py-3 font-semibold text-brand-700 shadow hover:bg-orange-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
      >
        {m.platform_get_started()}
      </Link>
    </section>
  );
}

export function ContactSection() {
  const fetcher = useFetcher<Reply>();
  // Without JavaScript the form posts the whole page: the reply then comes as the page's action data.
  const posted = useActionData<Reply>();
  const result = fetcher.state === "idle" ? (fetcher.data ?? posted) : undefined;
  const [form, fields] = useSchemaForm(ContactSchema, { lastResult: result, id: "contact-form" });
  useResetOnSuccess(form, result);
  return (
    <section id="contact" className="scroll-mt-16 px-4 py-16 sm:py-20" aria-labelledby="contact-title">
      <div className="mx-auto grid max-w-5xl gap-10 md:grid-cols-2">
        <div>
          <h2 id="contact-title" className="text-3xl font-bold tracking-tight">
            {m.platform_contact_title()}
          </h2>
          <p className="mt-3 text-gray-600">{m.platform_contact_intro()}</p>
          <dl className="mt-8 space-y-4">
            <div>
              <dt className="text-sm font-semibold text-gray-500">{m.common_email()}</dt>
              <dd>
                <a className="font-medium text-brand-700 hover:underline" href={`mailto:${PLATFORM_CONTACT.email}`}>
                  {PLATFORM_CONTACT.email}
                </a>
              </dd>
            </div>
            <div>
              <dt className="text-sm font-semibold text-gray-500">{m.common_phone()}</dt>
              <dd className="font-medium">{PLATFORM_CONTACT.phone}</dd>
            </div>
            <div>
              <dt className="text-sm font-semibold text-gray-500">{m.platform_location()}</dt>
              <dd className="font-medium">{m.platform_contact_location()}</dd>
            </div>
          </dl>
        </div>
        <fetcher.Form
          method="post"
          {...getFormProps(form)}
          // The fragment brings a page posted without JavaScript back to the form and its reply.
          action="/?index#contact"
          className="space-y-4 rounded-xl border border-gray-200 bg-white p-6 shadow-sm"
        >
          <FormSuccess message={successMessage(result)} />
          <FormError message={formSummary(form)} />
          <Field label={m.common_name()} key={fields.name.key} {...fieldProps(fields.name)} autoComplete="name" />
          <Field label={m.common_email()} key={fields.email.key} {...fieldProps(fields.email, "email")} autoComplete="email" />
          <TextArea label={m.common_message()} key={fields.message.key} {...fieldProps(fields.message)} />
          <SubmitButton pending={fetcher.state !== "idle"} pendingText={m.platform_sending()}>
            {m.platform_send_message()}
          </SubmitButton>
        </fetcher.Form>
      </div>
    </section>
  );
}
