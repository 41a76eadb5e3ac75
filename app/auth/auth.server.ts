// better-auth: email+password and Google (OIDC via genericOAuth), sessions in PostgreSQL.

import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { genericOAuth } from "better-auth/plugins/generic-oauth";
import type { Database } from "~/db/client.server";
import * as schema from "~/db/schema";
import { consumeRateLimit, tooManyRequestsMessage } from "~/domain/rate-limit.server";
import { isShopHandle } from "~/domain/sellers/shops.server";
import { getLocale } from "~/i18n/m";
import * as m from "~/i18n/messages";
import type { Mailer } from "~/mail/mailer.server";
import { containsNul, forbiddenCharacterMessage } from "~/utils/nul";
import { googleUserFields, UserFieldsSchema } from "./forms";

export interface AuthConfig {
  db: Database;
  baseURL: string;
  secret: string;
  mailer: Mailer;
  google: { clientId?: string; clientSecret?: string; discoveryUrl: string };
  /** Sign-in attempts allowed per account and IP, and sign-up attempts per IP, per login window. */
  loginAttemptsPerMinute?: number;
  /** Sign-in attempts from one IP over all accounts per login window (a CGNAT address is many people). */
  loginAttemptsPerAddress?: number;
  /** The login window in seconds (60 unless configured). */
  loginWindowSeconds?: number;
  /** Password-reset e-mails asked for per IP. */
  passwordReset?: { max: number; windowSeconds: number };
}

export const MIN_PASSWORD_LENGTH = 6;

/** Google sign-in can only work with both the client id and its secret: else it is neither registered nor shown. */
export function googleConfigured<T extends { clientId?: string; clientSecret?: string }>(
  google: T,
): google is T & { clientId: string; clientSecret: string } {
  return Boolean(google.clientId && google.clientSecret);
}

/**
 * better-auth endpoints the app does not use: profile, e-mail and password changes go through the
 * app's own validated forms (or do not exist), so these would only be a way around their rules.
 * Kept: sign-up/in/out, password reset, Google's sign-in and callback, get-session, ok, error.
 */
export const DISABLED_AUTH_PATHS = [
  "/update-user",
  "/change-email",
  "/change-password",
  "/delete-user",
  "/delete-user/callback",
  "/verify-email",
  "/send-verification-email",
  "/verify-password",
  "/update-session",
  "/list-sessions",
  "/revoke-session",
  "/revoke-sessions",
  "/revoke-other-sessions",
  "/link-social",
  "/list-accounts",
  "/unlink-account",
  "/refresh-token",
  "/get-access-token",
  "/account-info",
];

/**
 * Holds every better-auth write of a user row to the app's own field rules: a 400 with the form's
 * message, nothing stored. Returns the values as the forms would store them (trimmed).
 */
async function checkUserFields<T extends Record<string, unknown>>(db: Database, data: T): Promise<T> {
  const parsed = UserFieldsSchema.safeParse(data);
  if (!parsed.success) throw new APIError("BAD_REQUEST", { message: parsed.error.issues[0]?.message ?? m.platform_invalid_user_data() });
  const shop = parsed.data.signupShop;
  if (shop && !(await isShopHandle(db, shop))) throw new APIError("BAD_REQUEST", { message: m.platform_unknown_shop() });
  const checked: Record<string, unknown> = { ...data };
  for (const [key, value] of Object.entries(parsed.data)) if (key in data) checked[key] = value;
  return checked as T;
}

export function createAuth(config: AuthConfig) {
  const loginWindow = config.loginWindowSeconds ?? 60;
  const auth = betterAuth({
    baseURL: config.baseURL,
    secret: config.secret,
    trustedOrigins: [config.baseURL],
    database: drizzleAdapter(config.db, {
      provider: "pg",
      schema: { ...schema, rateLimit: schema.rateLimit },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      // Sent during the request, so in its language (the locale middleware, app/i18n/locale.server.ts).
      async sendResetPassword({ user, url }) {
        await config.mailer.send({ to: user.email, subject: m.mail_reset_subject(), text: m.mail_reset_text({ name: user.name, url }) });
      },
    },
    user: {
      additionalFields: {
        // Never from client input: sellers and admins are made by server code only.
        role: { type: "string", input: false, defaultValue: "customer", required: false },
        mobile: { type: "string", required: false },
        address: { type: "string", required: false },
        pincode: { type: "string", required: false },
        photoKey: { type: "string", required: false, input: false },
        signupShop: { type: "string", required: false },
        // The language of e-mails (app/jobs/mail.server.ts); set by the server only.
        locale: { type: "string", required: false, input: false },
      },
    },
    databaseHooks: {
      user: {
        // A new account keeps the language it signed up in (e-mail or Google), so its first e-mails use it.
        create: { before: async (user) => ({ data: { ...(await checkUserFields(config.db, user)), locale: user.locale ?? getLocale() } }) },
        update: { before: async (user) => ({ data: await checkUserFields(config.db, user) }) },
      },
    },
    disabledPaths: DISABLED_AUTH_PATHS,
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 200,
      customRules: {
        // better-auth's own default for sign-in/sign-up is 3 per 10 s; ours is per minute and configurable.
        // Counted per client IP: a flood from elsewhere never locks the real owner out, and their
        // own typos do for one window at most. Sign-in's per-IP count is only the address's ceiling;
        // each account is counted per address in the `before` hook below (docs/decisions/0085-…).
        "/sign-in/email": { window: loginWindow, max: config.loginAttemptsPerAddress ?? 100 },
        "/sign-up/email": { window: loginWindow, max: config.loginAttemptsPerMinute ?? 10 },
        "/request-password-reset": { window: config.passwordReset?.windowSeconds ?? 60, max: config.passwordReset?.max ?? 5 },
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: ["x-haat-client-ip"] },
      // better-auth turns its Origin/CSRF check off by itself when NODE_ENV=test; keep it on so the
      // tests exercise what production runs (tests/hardening/abuse.test.ts).
      disableOriginCheck: false,
    },
    hooks: {
      // PostgreSQL text cannot hold NUL: such input is a 400 here, not a failed query (a 500) later.
      before: createAuthMiddleware(async (ctx) => {
        if (containsNul(ctx.body) || containsNul(ctx.query)) throw new APIError("BAD_REQUEST", { message: forbiddenCharacterMessage() });
        if (ctx.path === "/sign-in/email" && typeof ctx.body?.email === "string") {
          // Per account and address: one shopper's wrong passwords do not lock out the others behind
          // the same CGNAT address, and guessing one account from many addresses meets each one's limit.
          const address = ctx.headers?.get("x-haat-client-ip") ?? "unknown";
          const key = `sign-in:${ctx.body.email.trim().toLowerCase()}|${address}`;
          const result = await consumeRateLimit(config.db, key, { max: config.loginAttemptsPerMinute ?? 10, windowSeconds: loginWindow });
          if (!result.allowed) {
            const wait = String(result.retryAfter);
            throw new APIError(
              "TOO_MANY_REQUESTS",
              { message: tooManyRequestsMessage(result.retryAfter) },
              { "Retry-After": wait, "X-Retry-After": wait },
            );
          }
        }
        // The picture comes from Google only; a sign-up cannot set one.
        if (ctx.path === "/sign-up/email") {
          if (ctx.body?.image !== undefined) throw new APIError("BAD_REQUEST", { message: m.platform_no_profile_picture() });
          // Checked before the password is hashed; the database hooks below check again at the write.
          await checkUserFields(config.db, ctx.body ?? {});
        }
      }),
    },
    // Google is registered only when configured: its discovery document is fetched at boot.
    plugins: googleConfigured(config.google)
      ? [
          genericOAuth({
            config: [
              {
                providerId: "google",
                name: "Google",
                clientId: config.google.clientId,
                clientSecret: config.google.clientSecret,
                discoveryUrl: config.google.discoveryUrl,
                scopes: ["openid", "email", "profile"],
                pkce: true,
                // Fitted to the app's rules here; the database hooks would refuse the sign-in instead.
                mapProfileToUser: (profile) => googleUserFields(profile),
              },
            ],
          }),
        ]
      : [],
  });
  // better-auth's 429 carries only a non-standard X-Retry-After; clients and our forms read
  // Retry-After. Wrapping the handler covers /api/auth and our own actions (authRequest) alike.
  const handler = auth.handler;
  auth.handler = async (request) => {
    const response = await handler(request);
    const retryAfter = response.headers.get("X-Retry-After");
    if (response.status === 429 && retryAfter && !response.headers.has("Retry-After")) response.headers.set("Retry-After", retryAfter);
    return response;
  };
  return auth;
}

export type Auth = ReturnType<typeof createAuth>;
