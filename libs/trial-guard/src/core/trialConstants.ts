/** Tokens a trial visitor may use within 24 hours of last use (SPEC §9 Trial: 100000 tokens per device per 24 hours). */
export const TRIAL_TOKEN_LIMIT = 100_000;

/** How long a trial allowance lasts after the last use before it resets (SPEC §4 Trial, §9: 24 hours). */
export const TRIAL_WINDOW_MS = 24 * 60 * 60 * 1000;

/** Max-age of the trial device cookie in seconds (SPEC §9 Trial: 30 days, 2592000 s). */
export const TRIAL_COOKIE_MAX_AGE_SECONDS = 2_592_000;

/** How often the trial status is polled on trial routes (SPEC §4 Trial, §9: every 5 s). */
export const TRIAL_STATUS_POLL_MS = 5_000;

/** Tokens left when the trial status cannot be loaded and nothing is stored (SPEC §8 Failed trial status load). */
export const TRIAL_FALLBACK_TOKENS_LEFT = 100_000;
