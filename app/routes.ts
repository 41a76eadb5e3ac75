import { index, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("login", "routes/platform-login.tsx"),
  route("logout", "routes/logout.tsx"),
  route("auth/google", "routes/auth-google.tsx"),
  route(":sellerId", "routes/shop/layout.tsx", [
    index("routes/shop/home.tsx"),
    route("login", "routes/shop/login.tsx"),
    route("register", "routes/shop/register.tsx"),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
