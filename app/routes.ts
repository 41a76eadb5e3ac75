import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

// Each block is owned by one feature; add your routes inside your block only.
export default [
  // ── platform pages, sign-in and access
  index("routes/home.tsx"),
  route("logout", "routes/logout.tsx"),
  route("auth/google", "routes/auth-google.tsx"),
  // ── the language switcher's form
  route("language", "routes/language.ts"),
  // ── pincode → town/city, district, state for the address forms
  route("api/pincodes/:pin", "routes/api/pincode.ts"),
  // ── a shop's bank SMS, forwarded by the seller's phone: the rest of the path is the shop's secret
  route("api/bank-sms/*", "routes/api/bank-sms.ts"),
  // The generic pages and the password reset are shared with the shop block below (one module, two ids).
  layout("routes/platform/layout.tsx", [
    route("login", "routes/platform-login.tsx"),
    route("forgot-password", "routes/forgot-password.tsx"),
    route("reset-password", "routes/reset-password.tsx"),
    route("about", "routes/pages/about.tsx"),
    route("blog", "routes/pages/blog.tsx"),
    route("blog/category/:category", "routes/pages/blog-category.tsx"),
    route("blog/:postId", "routes/pages/blog-post.tsx"),
    route("privacy", "routes/pages/privacy.tsx"),
    route("terms", "routes/pages/terms.tsx"),
    route("faq", "routes/pages/faq.tsx"),
    route("feedback", "routes/pages/feedback.tsx"),
    // ── data rights: a data export's page and its archive, for the person who asked
    route("exports/:exportId", "routes/data-export.tsx"),
    // ── data rights: the marketing e-mails' one-click unsubscribe (a signed link, no sign-in)
    route("unsubscribe", "routes/unsubscribe.tsx"),
  ]),
  route("exports/:exportId/archive.zip", "routes/data-export-archive.ts"),
  // ── admin console
  route("admin", "routes/admin/layout.tsx", [
    index("routes/admin/overview.tsx"),
    route("sellers", "routes/admin/sellers.tsx"),
    route("banners", "routes/admin/banners.tsx"),
    route("inbox", "routes/admin/inbox.tsx"),
    route("users", "routes/admin/users.tsx"),
    // ── reviews: hidden ones restored by an admin
    route("reviews", "routes/admin/reviews.tsx"),
    // ── data rights: who read or changed personal data
    route("access-log", "routes/admin/access-log.tsx"),
  ]),
  // ── seller sign-up and dashboard
  route("register", "routes/seller-register.tsx"),
  // Outside the shop layout: the dashboard has its own chrome, not the storefront header.
  route(":shop/dashboard", "routes/dashboard/layout.tsx", [
    index("routes/dashboard/today.tsx"),
    route("orders", "routes/dashboard/orders.tsx"),
    route("orders/:orderId", "routes/dashboard/order.tsx"),
    route("products", "routes/dashboard/products.tsx"),
    route("products/new", "routes/dashboard/product-edit.tsx", { id: "dashboard-product-new" }),
    route("products/import", "routes/dashboard/products-import.tsx"),
    route("products/export.csv", "routes/dashboard/products-export.ts"),
    route("products/:productId", "routes/dashboard/product-edit.tsx"),
    route("categories", "routes/dashboard/categories.tsx"),
    route("banners", "routes/dashboard/banners.tsx"),
    route("profile", "routes/dashboard/profile.tsx"),
    route("export", "routes/dashboard/shop-export.tsx"),
    // ── payments: the seller's payment settings and coupons
    route("payments", "routes/dashboard/payments.tsx"),
    route("payments/bank", "routes/dashboard/bank.tsx"),
    route("coupons", "routes/dashboard/coupons.tsx"),
    // ── GST: an order's invoice and credit notes, for the seller
    route("orders/:orderId/invoice.pdf", "routes/dashboard/invoice-pdf.ts"),
    route("orders/:orderId/credit-notes/:file", "routes/dashboard/credit-note-pdf.ts"),
    route("orders/:orderId/packing-slip.pdf", "routes/dashboard/packing-slip-pdf.ts"),
    route("reports/gstr1/:sheet.csv", "routes/dashboard/gstr1-csv.ts"),
    // ── the shop's customers
    route("customers", "routes/dashboard/customers.tsx"),
    route("customers.csv", "routes/dashboard/customers-csv.ts"),
    route("customers/:userId", "routes/dashboard/customer.tsx"),
    // ── reviews: the seller's answers and hiding
    route("reviews", "routes/dashboard/reviews.tsx"),
    // ── reports: the business over a month or quarter
    route("reports", "routes/dashboard/reports.tsx"),
  ]),

  // storefront
  route("robots.txt", "routes/robots.ts"),
  route(":shop", "routes/shop/layout.tsx", [
    // ── shop home, product pages, sitemap
    index("routes/shop/home.tsx"),
    route("product/:productId", "routes/shop/product.tsx"),
    route("sitemap.xml", "routes/shop/sitemap.ts"),
    // ── sign-in and the generic pages inside a shop
    route("login", "routes/shop/login.tsx"),
    route("register", "routes/shop/register.tsx"),
    route("forgot-password", "routes/forgot-password.tsx", { id: "shop-forgot-password" }),
    route("reset-password", "routes/reset-password.tsx", { id: "shop-reset-password" }),
    route("about", "routes/pages/about.tsx", { id: "shop-about" }),
    route("blog", "routes/pages/blog.tsx", { id: "shop-blog" }),
    route("blog/category/:category", "routes/pages/blog-category.tsx", { id: "shop-blog-category" }),
    route("blog/:postId", "routes/pages/blog-post.tsx", { id: "shop-blog-post" }),
    route("privacy", "routes/pages/privacy.tsx", { id: "shop-privacy" }),
    route("terms", "routes/pages/terms.tsx", { id: "shop-terms" }),
    route("faq", "routes/pages/faq.tsx", { id: "shop-faq" }),
    route("feedback", "routes/pages/feedback.tsx", { id: "shop-feedback" }),
    // ── cart, checkout, orders, profile
    route("cart", "routes/shop/cart.tsx"),
    route("checkout", "routes/shop/checkout.tsx"),
    route("addresses", "routes/shop/addresses.tsx"),
    route("profile", "routes/shop/profile.tsx"),
    route("orders", "routes/shop/orders.tsx"),
    route("orders/:orderId", "routes/shop/order.tsx"),
    route("orders/:orderId/placed", "routes/shop/order-placed.tsx"),
    // ── payments: what the cart costs, every amount computed by the server
    route("checkout/quote", "routes/shop/checkout-quote.tsx"),
    // ── payments: the shopper's payment screen
    route("pay/:checkoutId", "routes/shop/pay.tsx"),
    // ── cash on delivery: the shopper's one-tap confirmation, from a signed link (no sign-in)
    route("orders/:orderId/confirm-cod", "routes/shop/confirm-cod.tsx"),
    // ── guest order tracking
    route("track", "routes/shop/track.tsx"),
    // ── GST: the shopper's invoice and credit notes
    route("orders/:orderId/invoice.pdf", "routes/shop/invoice-pdf.ts", { id: "shop-invoice-pdf" }),
    route("orders/:orderId/credit-notes/:file", "routes/shop/credit-note-pdf.ts", { id: "shop-credit-note-pdf" }),
    // ── wishlist
    route("wishlist", "routes/shop/wishlist.tsx"),
    // ── search: the header's search-as-you-type (JSON)
    route("search/suggest", "routes/shop/search-suggest.ts"),
    // ── an unknown shop page keeps the shop's header and footer
    route("*", "routes/shop/not-found.tsx", { id: "shop-not-found" }),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
