import { index, type RouteConfig, route } from "@react-router/dev/routes";

// Each block is owned by one feature; add your routes inside your block only.
export default [
  // ── platform pages, auth, access (issue 3)
  index("routes/home.tsx"),
  route("login", "routes/platform-login.tsx"),
  route("logout", "routes/logout.tsx"),
  route("auth/google", "routes/auth-google.tsx"),
  // ── admin console (issue 7)
  // ── seller sign-up and dashboard (issue 6)

  route(":sellerId", "routes/shop/layout.tsx", [
    // ── storefront (issue 4)
    index("routes/shop/home.tsx"),
    // ── shop auth and shop pages (issue 3)
    route("login", "routes/shop/login.tsx"),
    route("register", "routes/shop/register.tsx"),
    // ── cart, checkout, orders, profile (issue 5)
    // ── seller dashboard (issue 6)
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
