import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

// Each block is owned by one feature; add your routes inside your block only.
export default [
  // ── platform pages, auth, access (issue 3)
  index("routes/home.tsx"),
  route("logout", "routes/logout.tsx"),
  route("auth/google", "routes/auth-google.tsx"),
  // ── issue 16: the language switcher's form
  route("language", "routes/language.ts"),
  // ── issue 16: pincode → town/city, district, state for the address forms
  route("api/pincodes/:pin", "routes/api/pincode.ts"),
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
  ]),
  // ── admin console (issue 7)
  route("admin", "routes/admin/layout.tsx", [
    index("routes/admin/overview.tsx"),
    route("sellers", "routes/admin/sellers.tsx"),
    route("banners", "routes/admin/banners.tsx"),
    route("inbox", "routes/admin/inbox.tsx"),
    route("users", "routes/admin/users.tsx"),
    // ── issue 17: reviews
    route("reviews", "routes/admin/reviews.tsx"),
  ]),
  // ── seller sign-up and dashboard (issue 6)
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
    // ── payments: seller settings (issue 14, lane settings)
    route("payments", "routes/dashboard/payments.tsx"),
    route("coupons", "routes/dashboard/coupons.tsx"),
    // ── payments: seller-side payment pages (issue 14, lane pay)
    // ── issue 15: lane gst
    route("orders/:orderId/invoice.pdf", "routes/dashboard/invoice-pdf.ts"),
    // ── issue 17: customers
    route("customers", "routes/dashboard/customers.tsx"),
    route("customers.csv", "routes/dashboard/customers-csv.ts"),
    route("customers/:userId", "routes/dashboard/customer.tsx"),
    // ── issue 17: reviews
    route("reviews", "routes/dashboard/reviews.tsx"),
  ]),

  // storefront (issue 4)
  route("robots.txt", "routes/robots.ts"),
  route(":shop", "routes/shop/layout.tsx", [
    // ── storefront (issue 4)
    index("routes/shop/home.tsx"),
    route("product/:productId", "routes/shop/product.tsx"),
    route("sitemap.xml", "routes/shop/sitemap.ts"),
    // ── shop auth and shop pages (issue 3)
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
    // ── cart, checkout, orders, profile (issue 5)
    route("cart", "routes/shop/cart.tsx"),
    route("checkout", "routes/shop/checkout.tsx"),
    route("addresses", "routes/shop/addresses.tsx"),
    route("profile", "routes/shop/profile.tsx"),
    route("orders", "routes/shop/orders.tsx"),
    route("orders/:orderId", "routes/shop/order.tsx"),
    // ── payments: checkout quote (issue 14, lane lead)
    route("checkout/quote", "routes/shop/checkout-quote.tsx"),
    // ── payments: the shopper's payment screen (issue 14, lane pay)
    route("pay/:checkoutId", "routes/shop/pay.tsx"),
    // ── issue 15: lane track — guest order tracking
    route("track", "routes/shop/track.tsx"),
    // ── issue 15: lane gst
    route("orders/:orderId/invoice.pdf", "routes/shop/invoice-pdf.ts", { id: "shop-invoice-pdf" }),
    // ── issue 17: wishlist
    route("wishlist", "routes/shop/wishlist.tsx"),
    // ── seller dashboard (issue 6)
    // ── issue 16: search — the header's search-as-you-type (JSON)
    route("search/suggest", "routes/shop/search-suggest.ts"),
    // ── issue 18: an unknown shop page keeps the shop's header and footer
    route("*", "routes/shop/not-found.tsx", { id: "shop-not-found" }),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
