// Marketing and placeholder copy of the generic pages (docs/product.md#generic-pages: about, privacy, terms hold placeholder
// or marketing content; FAQ is placeholder text).
export const ABOUT = [
  {
    heading: "Who we are",
    body: [
      "Haat was founded in 2025 by three friends who grew up around their families' small shops in Bengaluru, Jaipur and Guwahati. We build the simplest way for a small seller in India to open an online shop.",
      "Every seller on Haat gets a storefront with its own link and QR code, a catalogue with colours, sizes and stock, a cart and checkout for customers, and an order list that works on any phone.",
    ],
  },
  {
    heading: "What we believe",
    body: [
      "Small shops know their customers better than any marketplace. They should keep those relationships, their prices and their brand — we only provide the tools.",
      "Good software for sellers should be fast on a budget phone, show prices in rupees, understand pincodes and 10-digit mobile numbers, and never get in the way of a sale.",
    ],
  },
  {
    heading: "Where we are going",
    body: [
      "We are working with sellers of clothing, handicrafts and everyday goods, and we add features in the order they ask for them. Tell us what you need through the feedback page.",
    ],
  },
];

export const PRIVACY = [
  {
    heading: "What we collect",
    body: [
      "When you create an account we store your name, email address, mobile number, delivery addresses and the orders you place. Sellers also give us their shop details.",
      "We keep technical logs (such as the time of a request and your IP address) for security and to prevent abuse, such as repeated login attempts.",
    ],
  },
  {
    heading: "How we use it",
    body: [
      "Your details are used to run your account, deliver your orders and let the seller you buy from contact you about an order. We do not sell personal data.",
      "A seller sees only the orders placed in their own shop, with the name, contact number and shipping address needed to fulfil them.",
    ],
  },
  {
    heading: "Your choices",
    body: [
      "You can update your profile and saved addresses at any time. To delete your account, write to us through the contact form and we will remove your personal data within 30 days, keeping only what the law requires for order records.",
    ],
  },
];

export const TERMS = [
  {
    heading: "Using Haat",
    body: [
      "Haat provides online storefronts to independent sellers. By using the platform you agree to use it lawfully and to keep your login details private.",
    ],
  },
  {
    heading: "Sellers",
    body: [
      "Sellers are responsible for their products, prices, stock, delivery and returns. Listings must be accurate and must not include prohibited or counterfeit goods.",
    ],
  },
  {
    heading: "Customers",
    body: [
      "Orders are placed with the seller, not with Haat. Questions about an order, delivery or refund should go to the seller first; we will help if you cannot reach them.",
    ],
  },
  {
    heading: "Changes",
    body: ["We may update these terms as the product grows. Material changes will be announced on this page before they take effect."],
  },
];

export const FAQ = [
  {
    q: "How do I open a shop on Haat?",
    a: "Choose Get Started on the home page, fill in your shop details and you will get your storefront link straight away.",
  },
  { q: "Does it cost anything?", a: "Opening a shop is free while we are in early access. We will announce any pricing well in advance." },
  { q: "How do customers pay?", a: "Sellers agree payment with their customers: on delivery or at the shop when the order is picked up." },
  { q: "Can I share my shop?", a: "Yes. Every shop has a link and a downloadable QR code that you can print or share on WhatsApp." },
  {
    q: "I forgot my password. What now?",
    a: "Use the 'Forgot your password?' link on the login screen and we will e-mail you a link to choose a new one.",
  },
];
