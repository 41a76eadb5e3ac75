// The blog's sample content (docs/product.md#generic-pages: a featured post, 3 posts and 7 categories).
export const BLOG_CATEGORIES = [
  "All Categories",
  "Getting Started",
  "Industry Trends",
  "Marketing",
  "Success Stories",
  "Tips & Tricks",
  "Product Updates",
] as const;

export interface BlogPost {
  id: string;
  title: string;
  excerpt: string;
  category: (typeof BLOG_CATEGORIES)[number];
  author: string;
  date: string;
  readMinutes: number;
  body: string[];
}

export const FEATURED_POST: BlogPost = {
  id: "1",
  title: "From a Market Stall to 500 Online Orders a Month",
  excerpt: "How a saree seller in Jaipur moved her family business online in one weekend — and what she learned along the way.",
  category: "Success Stories",
  author: "Kavya Menon",
  date: "2025-09-12",
  readMinutes: 6,
  body: [
    "For twenty years, Sunita's family sold sarees from a stall in Jaipur's Johari Bazaar. When footfall dropped, she decided to try selling online — with no website and no technical help.",
    "She opened her Haat shop on a Saturday, photographed forty sarees on her phone and shared the shop's QR code with her regular customers on WhatsApp. The first order came in that evening.",
    "Six months later the shop takes around 500 orders a month. Her advice: start with your best sellers, write honest descriptions, and answer every customer message the same day.",
  ],
};

export const BLOG_POSTS: BlogPost[] = [
  {
    id: "2",
    title: "Five Steps to Set Up Your Online Store",
    excerpt: "A checklist for your first day on Haat: shop details, categories, your first ten products and sharing your link.",
    category: "Getting Started",
    author: "Rohan Das",
    date: "2025-08-28",
    readMinutes: 4,
    body: [
      "Start with your shop details: a clear shop name, your phone number and your location, so customers know who they are buying from.",
      "Create categories that match how your customers shop, then add your ten best products with good photos, every colour and every size you stock.",
      "Finally, share your shop link and QR code — on WhatsApp, on a poster at your counter and on your bags.",
    ],
  },
  {
    id: "3",
    title: "Why Mobile Shopping Is Growing in Small Towns",
    excerpt: "Cheap data and UPI have changed how India shops. Here is what it means for small sellers outside the metros.",
    category: "Industry Trends",
    author: "Ishita Roy",
    date: "2025-08-10",
    readMinutes: 5,
    body: [
      "Most first-time online shoppers in India now come from outside the big cities, and almost all of them shop on a phone.",
      "For small sellers this is an opportunity: a fast, simple shop that works on a budget phone beats a slow marketplace listing.",
    ],
  },
  {
    id: "4",
    title: "Product Photos That Sell, Taken on Your Phone",
    excerpt: "Daylight, a plain background and three angles: simple tricks that make your products look their best.",
    category: "Tips & Tricks",
    author: "Kavya Menon",
    date: "2025-07-22",
    readMinutes: 3,
    body: [
      "Shoot near a window in daylight and avoid the flash. A plain wall or a bedsheet makes the best background.",
      "Take a front, a back and a close-up of the fabric or detail — customers want to see what they are buying.",
    ],
  },
];

export const ALL_POSTS = [FEATURED_POST, ...BLOG_POSTS];

export const categorySlug = (name: string) => name.toLowerCase();

export function findPost(id: string): BlogPost | undefined {
  return ALL_POSTS.find((p) => p.id === id);
}

/** The category whose lower-cased name is `slug` (/blog/category/{lower-cased name}). */
export function findCategory(slug: string) {
  return BLOG_CATEGORIES.find((c) => categorySlug(c) === slug.toLowerCase());
}
