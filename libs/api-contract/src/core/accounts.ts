import { z } from 'zod';

/** SPEC §4: the three content modes; G for ages 4–8, PG for 9–14, FULL for 15 and up and adults. */
export const ContentModeSchema = z.enum(['G', 'PG', 'FULL']);
/** A content mode. */
export type ContentModeValue = z.infer<typeof ContentModeSchema>;

/** SPEC §6 roles the server knows. */
export const RoleSchema = z.enum(['standard_user', 'family_member', 'child_user', 'admin']);
/** A role. */
export type Role = z.infer<typeof RoleSchema>;

/**
 * The SHA-256 of a PIN as lowercase hex (SPEC §5: PINs are compared by hash). The browser sends this,
 * never the PIN; the server stores a salted slow hash of it.
 */
export const PinDigestSchema = z.string().regex(/^[0-9a-f]{64}$/, 'must be the SHA-256 of the PIN as 64 lowercase hex characters');

/** Display and app settings a user keeps on the server: a small JSON object (at most 16 KB). */
export const UserSettingsSchema = z
  .record(z.string().max(64), z.json())
  .refine((value) => JSON.stringify(value).length <= 16_384, 'settings must be at most 16 KB of JSON');
/** A user's settings. */
export type UserSettings = z.infer<typeof UserSettingsSchema>;

/** SPEC §3 User, as the API returns it. The parent PIN's hash never leaves the server. */
export const UserSchema = z.object({
  id: z.string(),
  email: z.string(),
  displayName: z.string(),
  role: RoleSchema,
  roles: z.array(RoleSchema),
  availableRoles: z.array(RoleSchema),
  contentMode: ContentModeSchema,
  theme: z.enum(['light', 'dark']),
  createdAt: z.iso.datetime(),
  lastLoginAt: z.iso.datetime(),
  isActive: z.boolean(),
  settings: UserSettingsSchema,
  onboardingStatus: z.boolean(),
  onboarding_completed: z.boolean(),
  onboarding_completed_at: z.iso.datetime().nullable(),
  tokens_balance: z.number().int(),
  tokens_used_today: z.number().int(),
  tokens_used_this_month: z.number().int(),
  daily_token_limit: z.number().int(),
  free_access: z.boolean(),
  last_purchase_date: z.iso.datetime().nullable(),
  founders_invitation_code: z.string().nullable(),
  referral_conversion_status: z.string().nullable(),
  referral_conversion_date: z.iso.datetime().nullable(),
  children: z.array(z.string()),
  parentPinSet: z.boolean(),
});
/** A user. */
export type User = z.infer<typeof UserSchema>;

/**
 * `PATCH /api/users/{id}`: what a user may change. Balances and limits are not here: they move only
 * through the token ledger. `role` is accepted from admins only (API.md).
 */
export const UserPatchSchema = z.strictObject({
  displayName: z.string().trim().min(1).max(60).optional(),
  theme: z.enum(['light', 'dark']).optional(),
  onboardingStatus: z.boolean().optional(),
  onboarding_completed: z.boolean().optional(),
  role: RoleSchema.optional(),
  /** The account's daily token limit (SPEC §3); only an admin may set it (API.md: the owner may not change balances). */
  daily_token_limit: z.number().int().min(0).max(1_000_000_000).optional(),
});
/** The body of `PATCH /api/users/{id}`. */
export type UserPatch = z.infer<typeof UserPatchSchema>;

/** SPEC §3 Child account permissions. */
export const ChildPermissionsSchema = z.object({ canChat: z.boolean(), canJournal: z.boolean() });

/** SPEC §3 Child account, as the API returns it. The PIN's hash never leaves the server. */
export const ChildSchema = z.object({
  id: z.string(),
  parentId: z.string(),
  displayName: z.string(),
  age: z.number().int(),
  avatar: z.string().nullable(),
  contentMode: ContentModeSchema,
  permissions: ChildPermissionsSchema,
  isActive: z.boolean(),
  pinSet: z.boolean(),
  createdAt: z.iso.datetime(),
});
/** A child account. */
export type Child = z.infer<typeof ChildSchema>;

/** Ages a parent may enter for a child profile. */
export const ChildAgeSchema = z.number().int().min(1).max(17);

/** `POST /api/users/{id}/children`. The content mode is never sent: the server derives it from the age. */
export const ChildCreateSchema = z.strictObject({
  displayName: z.string().trim().min(1).max(40),
  age: ChildAgeSchema,
  avatar: z.string().trim().min(1).max(40).nullable().optional(),
  pin: PinDigestSchema,
  permissions: z.strictObject({ canChat: z.boolean().optional(), canJournal: z.boolean().optional() }).optional(),
});
/** The body of `POST /api/users/{id}/children`. */
export type ChildCreate = z.infer<typeof ChildCreateSchema>;

/** `PATCH /api/children/{childId}`; a new age recalculates the content mode on the server. */
export const ChildPatchSchema = z.strictObject({
  displayName: z.string().trim().min(1).max(40).optional(),
  age: ChildAgeSchema.optional(),
  avatar: z.string().trim().min(1).max(40).nullable().optional(),
  pin: PinDigestSchema.optional(),
  permissions: z.strictObject({ canChat: z.boolean().optional(), canJournal: z.boolean().optional() }).optional(),
  isActive: z.boolean().optional(),
});
/** The body of `PATCH /api/children/{childId}`. */
export type ChildPatch = z.infer<typeof ChildPatchSchema>;

/** `PUT /api/users/{id}/parent-pin`: a new PIN, and the current one when a PIN is already set. */
export const ParentPinSetSchema = z.strictObject({ pin: PinDigestSchema, currentPin: PinDigestSchema.optional() });
/** The body of `PUT /api/users/{id}/parent-pin`. */
export type ParentPinSet = z.infer<typeof ParentPinSetSchema>;

/** `POST …/parent-pin/verify` and `POST /api/children/{childId}/pin/verify`. */
export const PinVerifySchema = z.strictObject({ pin: PinDigestSchema });
/** The body of a PIN check. */
export type PinVerify = z.infer<typeof PinVerifySchema>;

/** The answer to a PIN check: true or false, and how many tries are left before the lock. */
export const PinVerifyResultSchema = z.object({ verified: z.boolean(), attemptsLeft: z.number().int().nonnegative() });
/** The answer to a PIN check. */
export type PinVerifyResult = z.infer<typeof PinVerifyResultSchema>;

/** `POST /api/email/send-welcome-email` (SPEC §7). */
export const WelcomeEmailSchema = z.strictObject({ user_email: z.email(), user_name: z.string().trim().min(1).max(60) });
/** The body of the welcome email call. */
export type WelcomeEmail = z.infer<typeof WelcomeEmailSchema>;

/** `GET /api/admin/users`: one row of the admin's user list. */
export const AdminUserRowSchema = z.object({
  id: z.string(),
  email: z.string(),
  displayName: z.string(),
  role: RoleSchema,
  /** Whether the account holds the admin role (issue 20: granted and removed with `PATCH /api/users/{id}` role). */
  isAdmin: z.boolean(),
  children: z.number().int(),
  createdAt: z.iso.datetime(),
});
/** The admin's user list. */
export const AdminUserListSchema = z.object({ users: z.array(AdminUserRowSchema), total: z.number().int() });
/** The admin's user list. */
export type AdminUserList = z.infer<typeof AdminUserListSchema>;
