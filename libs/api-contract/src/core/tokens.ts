import { z } from 'zod';
import { RoleSchema } from './accounts';

/** SPEC §3 Token balance response (`GET /api/tokens/{userId}`). */
export const TokenBalanceSchema = z.object({
  balance: z.number().int(),
  /** The daily limit, as SPEC's `limit`. */
  limit: z.number().int(),
  lastUpdated: z.iso.datetime(),
  tokensUsedToday: z.number().int(),
  tokensUsedThisMonth: z.number().int(),
  dailyTokenLimit: z.number().int(),
  monthlyTokenLimit: z.number().int(),
  freeAccess: z.boolean(),
  userRole: RoleSchema,
  lastChatDate: z.iso.datetime().nullable(),
  dailyUsagePercentage: z.number(),
  isLowBalance: z.boolean(),
  isNearDailyLimit: z.boolean(),
});
/** A token balance. */
export type TokenBalance = z.infer<typeof TokenBalanceSchema>;

/** A token package on sale (`GET /api/token-packages`). Prices are in the currency's minor unit. */
export const TokenPackageSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  tokens: z.number().int().positive(),
  priceCents: z.number().int().positive(),
  currency: z.string(),
});
/** A token package. */
export type TokenPackage = z.infer<typeof TokenPackageSchema>;

/** `GET /api/token-packages`: the packages and which payment provider is live (`dev` is test mode). */
export const TokenPackageListSchema = z.object({
  provider: z.enum(['dev', 'stripe']),
  packages: z.array(TokenPackageSchema),
});
/** The package list. */
export type TokenPackageList = z.infer<typeof TokenPackageListSchema>;

/** `POST /api/token-packages/checkout` (SPEC §7: package_id, user_id). */
export const CheckoutRequestSchema = z.strictObject({
  package_id: z.string().min(1).max(64),
  user_id: z.string().min(1).max(128),
});
/** The checkout body. */
export type CheckoutRequest = z.infer<typeof CheckoutRequestSchema>;

/**
 * The checkout answer. `dev` credits at once (`status: credited`, the new balance); `stripe` answers
 * `pending` with the Checkout Session's URL, and the webhook credits later.
 */
export const CheckoutResultSchema = z.object({
  provider: z.enum(['dev', 'stripe']),
  purchaseId: z.string(),
  status: z.enum(['credited', 'pending']),
  checkoutUrl: z.string().nullable(),
  tokensAdded: z.number().int(),
  balance: z.number().int(),
});
/** The checkout result. */
export type CheckoutResult = z.infer<typeof CheckoutResultSchema>;
