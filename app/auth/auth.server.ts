// better-auth: email+password and Google (OIDC via genericOAuth), sessions in PostgreSQL.
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { genericOAuth } from "better-auth/plugins/generic-oauth";
import type { Database } from "~/db/client.server";
import * as schema from "~/db/schema";
import type { Mailer } from "~/mail/mailer.server";

export interface AuthConfig {
  db: Database;
  baseURL: string;
  secret: string;
  mailer: Mailer;
  google: { clientId?: string; clientSecret?: string; discoveryUrl: string };
  /** Sign-in attempts allowed per IP per minute. */
  loginAttemptsPerMinute?: number;
}

export const MIN_PASSWORD_LENGTH = 6;

export function createAuth(config: AuthConfig) {
  return betterAuth({
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
      async sendResetPassword({ user, url }) {
        await config.mailer.send({
          to: user.email,
          subject: "Reset your Haat password",
          text: `Hello ${user.name},\n\nSomeone asked to reset the password of your Haat account. To choose a new password, open:\n\n${url}\n\nThe link works once and expires in one hour. If it was not you, ignore this message.`,
        });
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
      },
    },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 200,
      customRules: {
        // better-auth's own default for sign-in/sign-up is 3 per 10 s; ours is per minute and configurable.
        "/sign-in/email": { window: 60, max: config.loginAttemptsPerMinute ?? 10 },
        "/sign-up/email": { window: 60, max: config.loginAttemptsPerMinute ?? 10 },
        "/request-password-reset": { window: 60, max: 5 },
      },
    },
    advanced: { ipAddress: { ipAddressHeaders: ["x-haat-client-ip"] } },
    // Google is registered only when configured: its discovery document is fetched at boot.
    plugins: config.google.clientId
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
              },
            ],
          }),
        ]
      : [],
  });
}

export type Auth = ReturnType<typeof createAuth>;
