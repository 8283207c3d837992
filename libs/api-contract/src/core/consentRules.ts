// Issue 18, part B: the plain values of consents, child time limits, the break reminder and the parent
// PIN reset — versions, messages, minutes. Kept apart from the schemas in consents.ts so that a browser
// screen that needs only these words (the chat's chat-time notice, the limits form) does not pull zod
// into its first load; the package is side-effect free, but a module's schema calls are not.

/**
 * The version of Grove's child privacy notice (the text on /legal). A parent agrees to this version
 * before adding a child; a new version needs a new agreement before the next child is added.
 */
export const CHILD_PRIVACY_NOTICE_VERSION = '2026-11-27';

/**
 * The version of the consent to send a child's messages to an external model (any mentor that is not
 * Grove's builtin mind on this server). Without it in force, a child's turns use the builtin mind.
 */
export const EXTERNAL_MODEL_CONSENT_VERSION = '2026-11-27';

/** The consents a parent gives or withdraws. */
export const CONSENT_KINDS = ['child_privacy_notice', 'external_model'] as const;

/** One of {@link CONSENT_KINDS}. */
export type ConsentKind = (typeof CONSENT_KINDS)[number];

/** The version a consent of each kind must name to be given or withdrawn now. */
export const CONSENT_CURRENT_VERSIONS: Readonly<Record<ConsentKind, string>> = {
  child_privacy_notice: CHILD_PRIVACY_NOTICE_VERSION,
  external_model: EXTERNAL_MODEL_CONSENT_VERSION,
};

/** 403 `consent_required`: adding a child before agreeing to the child privacy notice. */
export const CONSENT_REQUIRED_MESSAGE = "Please read and agree to Grove's child privacy notice before adding a child.";

/** 403 `daily_limit_reached`: a child's chat time for today is used up. */
export const CHAT_TIME_USED_UP_MESSAGE = "That's all the chat time for today. Grove will be here again tomorrow.";

/** 403 `locked`: a child's chat in quiet hours; `end` is the quiet hours' end as the parent set it (`HH:MM`). */
export function quietTimeMessage(end: string): string {
  return `It's quiet time now. Grove will be back at ${end}.`;
}

/** 401 `reauthentication_required`: a parent PIN reset without a password entered in the last 5 minutes. */
export const REAUTHENTICATION_REQUIRED_MESSAGE = 'Please enter your account password again to reset the parent PIN.';

/** How recent the sign-in behind a parent PIN reset must be (the ID token's `auth_time`), in minutes. */
export const PARENT_PIN_RESET_REAUTH_MINUTES = 5;

/** A gap between two turns at least this long ends a run of continuous use (the break reminder's clock). */
export const CONTINUOUS_USE_GAP_MINUTES = 10;

/** Continuous minutes from which the web shows a kind break reminder (`continuousMinutes` of a chat reply). */
export const BREAK_REMINDER_MINUTES = 60;

/** The fewest and most daily chat minutes a parent may set. */
export const DAILY_MINUTES_MIN = 5;
/** See {@link DAILY_MINUTES_MIN}. */
export const DAILY_MINUTES_MAX = 720;

/** Whether an IANA time zone name is known to this runtime (`Intl` throws a RangeError for one it does not know). */
export function timeZoneKnown(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}
