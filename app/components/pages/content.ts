// Marketing and placeholder copy of the generic pages (docs/product.md#generic-pages: about and terms hold placeholder
// or marketing content; FAQ is placeholder text; the privacy notice is app/components/privacy), in the request's language (messages/platform).
import * as m from "~/i18n/messages";

export interface Section {
  heading: string;
  body: string[];
}

export const about = (): Section[] => [
  { heading: m.platform_about_who_heading(), body: [m.platform_about_who_p1(), m.platform_about_who_p2()] },
  { heading: m.platform_about_believe_heading(), body: [m.platform_about_believe_p1(), m.platform_about_believe_p2()] },
  { heading: m.platform_about_going_heading(), body: [m.platform_about_going_p1()] },
];

export const terms = (): Section[] => [
  { heading: m.platform_terms_using_heading(), body: [m.platform_terms_using_p1()] },
  { heading: m.platform_terms_sellers_heading(), body: [m.platform_terms_sellers_p1()] },
  { heading: m.platform_terms_customers_heading(), body: [m.platform_terms_customers_p1()] },
  { heading: m.platform_terms_changes_heading(), body: [m.platform_terms_changes_p1()] },
];

export const faq = () => [
  { q: m.platform_faq1_q(), a: m.platform_faq1_a() },
  { q: m.platform_faq2_q(), a: m.platform_faq2_a() },
  { q: m.platform_faq3_q(), a: m.platform_faq3_a() },
  { q: m.platform_faq4_q(), a: m.platform_faq4_a() },
  { q: m.platform_faq5_q(), a: m.platform_faq5_a() },
];
