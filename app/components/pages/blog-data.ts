// The blog's sample content (docs/product.md#generic-pages: a featured post, 3 posts and 7 categories),
// in the request's language (messages/platform). Authors' names and dates are data, not translated.
import * as m from "~/i18n/messages";

/** The categories' English names: their lower-cased form is the address (/blog/category/{slug}) in every language. */
export const BLOG_CATEGORIES = [
  "All Categories",
  "Getting Started",
  "Industry Trends",
  "Marketing",
  "Success Stories",
  "Tips & Tricks",
  "Product Updates",
] as const;

export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

/** A category's name as people read it. */
export const categoryLabel = (category: BlogCategory): string =>
  ({
    "All Categories": m.platform_blog_cat_all(),
    "Getting Started": m.platform_blog_cat_getting_started(),
    "Industry Trends": m.platform_blog_cat_trends(),
    Marketing: m.platform_blog_cat_marketing(),
    "Success Stories": m.platform_blog_cat_success(),
    "Tips & Tricks": m.platform_blog_cat_tips(),
    "Product Updates": m.platform_blog_cat_updates(),
  })[category];

export interface BlogPost {
  id: string;
  title: string;
  excerpt: string;
  category: BlogCategory;
  author: string;
  date: string;
  readMinutes: number;
  body: string[];
}

/** Every post, the featured one first. */
export function allPosts(): BlogPost[] {
  return [
    {
      id: "1",
      title: m.platform_blog1_title(),
      excerpt: m.platform_blog1_excerpt(),
      category: "Success Stories",
      author: "Kavya Menon",
      date: "2025-09-12",
      readMinutes: 6,
      body: [m.platform_blog1_p1(), m.platform_blog1_p2(), m.platform_blog1_p3()],
    },
    {
      id: "2",
      title: m.platform_blog2_title(),
      excerpt: m.platform_blog2_excerpt(),
      category: "Getting Started",
      author: "Rohan Das",
      date: "2025-08-28",
      readMinutes: 4,
      body: [m.platform_blog2_p1(), m.platform_blog2_p2(), m.platform_blog2_p3()],
    },
    {
      id: "3",
      title: m.platform_blog3_title(),
      excerpt: m.platform_blog3_excerpt(),
      category: "Industry Trends",
      author: "Ishita Roy",
      date: "2025-08-10",
      readMinutes: 5,
      body: [m.platform_blog3_p1(), m.platform_blog3_p2()],
    },
    {
      id: "4",
      title: m.platform_blog4_title(),
      excerpt: m.platform_blog4_excerpt(),
      category: "Tips & Tricks",
      author: "Kavya Menon",
      date: "2025-07-22",
      readMinutes: 3,
      body: [m.platform_blog4_p1(), m.platform_blog4_p2()],
    },
  ];
}

export const featuredPost = (): BlogPost => allPosts()[0];
export const blogPosts = (): BlogPost[] => allPosts().slice(1);

export const categorySlug = (name: string) => name.toLowerCase();

export function findPost(id: string): BlogPost | undefined {
  return allPosts().find((p) => p.id === id);
}

/** The category whose lower-cased name is `slug` (/blog/category/{lower-cased name}). */
export function findCategory(slug: string) {
  return BLOG_CATEGORIES.find((c) => categorySlug(c) === slug.toLowerCase());
}
