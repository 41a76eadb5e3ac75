// A shopper's "Delete my account" (docs/decisions/0140-data-fiduciaries-and-retention.md): what the
// profile shows of it and the form that confirms it. Browser-safe: the popup imports it.
import { z } from "zod";
import * as m from "~/i18n/messages";

/** A Google-only person proves it is them by a sign-in this recent (their session's start). */
export const GOOGLE_REAUTH_MINUTES = 10;

/**
 * What the profile's section shows: pending (the date it happens, and Keep my account), or how the
 * person confirms (their password; a fresh Google sign-in, or a link to make one), or why their
 * account cannot be deleted here.
 */
export type AccountDeletion =
  | { state: "pending"; erasesOn: string }
  | { state: "open"; proof: "password" | "google" | "google-stale" }
  | { state: "refused"; role: "seller" | "admin" };

export const DELETION_INTENTS = ["delete-account", "keep-account"] as const;

/** The confirming form: the password is only read for a person who has one. */
export const DeleteAccountSchema = z.object({
  intent: z.literal("delete-account"),
  password: z.string().max(256).optional().default(""),
});

/** Closing a shop: the owner's password, read only for an owner who has one. */
export const CloseShopSchema = DeleteAccountSchema.omit({ intent: true });

export const passwordRequired = () => m.privacy_delete_password_required();
