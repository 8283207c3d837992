import { z } from 'zod';
import { PinDigestSchema } from './accounts';
import { CONSENT_CURRENT_VERSIONS, CONSENT_KINDS, DAILY_MINUTES_MAX, DAILY_MINUTES_MIN, timeZoneKnown } from './consentRules';

// Issue 18, part B: a parent's consents, a child's time limits and quiet hours, the break reminder and
// the parent PIN reset. The server enforces all of it; these are the shapes both sides use (the words and
// numbers are in consentRules.ts, which the browser can import without zod).

/** The consent kinds as a schema. */
export const ConsentKindSchema = z.enum(CONSENT_KINDS);

/**
 * `POST /api/users/{id}/consents`: a decision on one consent. `policyVersion` must be the current
 * version of that kind ({@link CONSENT_CURRENT_VERSIONS}) — the one the parent was shown — whether
 * the consent is given or withdrawn (400 naming `body.policyVersion` otherwise).
 */
export const ConsentCreateSchema = z
  .strictObject({
    kind: ConsentKindSchema,
    granted: z.boolean(),
    policyVersion: z.string().trim().min(1).max(40),
  })
  .superRefine((value, context) => {
    const current = CONSENT_CURRENT_VERSIONS[value.kind];
    if (value.policyVersion !== current) {
      context.addIssue({ code: 'custom', path: ['policyVersion'], message: `must be the current version of the ${value.kind} consent, ${current}` });
    }
  });
/** The body of `POST /api/users/{id}/consents`. */
export type ConsentCreate = z.infer<typeof ConsentCreateSchema>;

/** The latest decision on a consent kind: given or withdrawn, for which version, and when. */
export const ConsentStateSchema = z.object({
  granted: z.boolean(),
  policyVersion: z.string(),
  at: z.iso.datetime(),
});
/** The latest decision on a consent kind. */
export type ConsentState = z.infer<typeof ConsentStateSchema>;

/** One recorded decision (records are kept, never changed). */
export const ConsentRecordSchema = z.object({
  kind: ConsentKindSchema,
  policyVersion: z.string(),
  granted: z.boolean(),
  createdAt: z.iso.datetime(),
});
/** One recorded decision. */
export type ConsentRecord = z.infer<typeof ConsentRecordSchema>;

/**
 * `GET /api/users/{id}/consents` (and the answer to a `POST`): the latest decision of each kind
 * (null: never asked), whether each is in force (granted, at the current version), which mind answers
 * the children's turns and so why, every decision, newest first, and the versions in force now.
 */
export const ConsentsSchema = z.object({
  current: z.object({
    child_privacy_notice: ConsentStateSchema.nullable(),
    external_model: ConsentStateSchema.nullable(),
  }),
  /** Granted at the current version: what the server acts on. */
  inForce: z.object({
    child_privacy_notice: z.boolean(),
    external_model: z.boolean(),
  }),
  /**
   * This server's mentor: `external` is true when it is not Grove's builtin mind (so a child's turns
   * need the external_model consent); `childMind` is the mind that answers the children now — `builtin`
   * when the mentor is the builtin mind, or when it is external and the consent is not in force.
   */
  mentor: z.object({
    external: z.boolean(),
    childMind: z.enum(['builtin', 'model']),
  }),
  records: z.array(ConsentRecordSchema),
  /** The version each kind must name to be given or withdrawn now ({@link CONSENT_CURRENT_VERSIONS}), for callers without this package. */
  versions: z.object({
    child_privacy_notice: z.string(),
    external_model: z.string(),
  }),
});
/** A family's consents. */
export type Consents = z.infer<typeof ConsentsSchema>;

/** A local time of day, `HH:MM` on a 24-hour clock. */
export const ClockTimeSchema = z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, 'must be a time of day as HH:MM (00:00 to 23:59)');

/** An IANA time zone name such as `Europe/London`. */
export const TimeZoneSchema = z.string().trim().min(1).max(64).refine(timeZoneKnown, 'must be an IANA time zone such as Europe/London');

/**
 * Quiet hours: no chat from `start` until `end`, local time in `timeZone`. `start` after `end` crosses
 * midnight (21:00–07:00); the two must differ.
 */
export const QuietHoursSchema = z
  .strictObject({ start: ClockTimeSchema, end: ClockTimeSchema, timeZone: TimeZoneSchema })
  .refine((value) => value.start !== value.end, { path: ['end'], message: 'must differ from start' });
/** Quiet hours. */
export type QuietHours = z.infer<typeof QuietHoursSchema>;

/**
 * `PUT /api/children/{childId}/limits`: both limits, each null for none. The day a daily limit counts
 * is the day in the quiet hours' time zone, else in `timeZone` (the family's, e.g. the browser's
 * `Intl.DateTimeFormat().resolvedOptions().timeZone`), else UTC. When both time zones are sent they
 * must be the same.
 */
export const ChildLimitsUpdateSchema = z
  .strictObject({
    dailyMinutes: z.number().int().min(DAILY_MINUTES_MIN).max(DAILY_MINUTES_MAX).nullable(),
    quietHours: QuietHoursSchema.nullable(),
    timeZone: TimeZoneSchema.nullable().optional(),
  })
  .refine((value) => value.quietHours === null || value.timeZone === null || value.timeZone === undefined || value.timeZone === value.quietHours.timeZone, {
    path: ['timeZone'],
    message: 'must be the same as quietHours.timeZone',
  });
/** The body of `PUT /api/children/{childId}/limits`. */
export type ChildLimitsUpdate = z.infer<typeof ChildLimitsUpdateSchema>;

/** A child's limits as set (all null: none). */
export const ChildLimitsSchema = z.object({
  dailyMinutes: z.number().int().nullable(),
  quietHours: z.object({ start: z.string(), end: z.string(), timeZone: z.string() }).nullable(),
  /** The zone the day (and quiet hours) are read in; null: UTC. */
  timeZone: z.string().nullable(),
  updatedAt: z.iso.datetime().nullable(),
});
/** A child's limits. */
export type ChildLimits = z.infer<typeof ChildLimitsSchema>;

/**
 * `GET`/`PUT /api/children/{childId}/limits`: the limits and where the child stands now — minutes
 * used today, minutes left (null: no daily limit), whether it is quiet time and when it ends.
 */
export const ChildLimitsStatusSchema = z.object({
  childId: z.string(),
  limits: ChildLimitsSchema,
  /** Today, `YYYY-MM-DD`, in the limits' time zone. */
  day: z.string(),
  usedTodayMinutes: z.number().int().nonnegative(),
  remainingMinutes: z.number().int().nonnegative().nullable(),
  quietNow: z.boolean(),
  quietEndsAt: z.iso.datetime().nullable(),
});
/** A child's limits and where the child stands. */
export type ChildLimitsStatus = z.infer<typeof ChildLimitsStatusSchema>;

/**
 * `POST /api/users/{id}/parent-pin/reset`: a new parent PIN (its SHA-256 digest, as the browser sends
 * every PIN), allowed only with an ID token from a sign-in in the last
 * {@link PARENT_PIN_RESET_REAUTH_MINUTES} minutes (re-enter the password, then send).
 */
export const ParentPinResetSchema = z.strictObject({ newPin: PinDigestSchema });
/** The body of `POST /api/users/{id}/parent-pin/reset`. */
export type ParentPinReset = z.infer<typeof ParentPinResetSchema>;
