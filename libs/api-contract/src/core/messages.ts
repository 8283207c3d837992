/**
 * The exact user-facing messages of SPEC §8 (error catalogue) and §4/§5 that both the web app and the
 * API show. Quote these, never paraphrase: tests compare them character for character.
 */
export const MESSAGES = {
  /** SPEC §8, 401. */
  authenticationFailed: 'Authentication failed. Please refresh the page to continue.',
  /** SPEC §8, 402 when the response carries no detail. */
  trialExhausted: 'Trial tokens exhausted. Please create an account to continue.',
  /** SPEC §8, 429. */
  rateLimited: 'Too many requests. Please wait a moment and try again.',
  /** SPEC §8, token refresh failure. */
  sessionExpired: 'Your session has expired. Please refresh the page to continue.',
  /** SPEC §8 and §5, no current user. */
  noAuthenticatedUser: 'No authenticated user found',
  /** SPEC §8, a stored session whose auth state did not arrive within 3000 ms. */
  authenticationTimeout: 'Authentication timeout - please refresh the page',
  /** SPEC §8, no stored session and no user. */
  authenticationRequired: 'Authentication required - please log in again',
  /** SPEC §8, network refused, network error or 503 on chat. */
  offlineMode:
    "I'm currently in offline mode. Your message has been saved locally and will be processed when the backend is available.",
  /** Chat answered 402: the account's balance cannot pay for the reply. */
  insufficientTokens: 'You have run out of tokens. Buy a token package to keep chatting.',
  /** Chat answered 402: today's token limit is reached (usage resets at 00:00 UTC). */
  dailyLimitReached: "You have reached today's token limit. It resets at midnight UTC.",
  /**
   * Chat answered 402 for a child profile (its parent's tokens ran out): a child cannot buy, so it is
   * told kindly to ask a grown-up instead of being offered a purchase.
   */
  childTokensExhausted: 'Grove needs a little rest now. Please ask your grown-up to help you keep chatting.',
  /** Chat answered 403: the child profile may not chat (permission canChat is off). */
  chatNotAllowed: 'Chat is switched off for this profile. Ask your parent to turn it on.',
  /** Journal answered 403: the child profile may not journal (permission canJournal is off). */
  journalNotAllowed: 'The journal is switched off for this profile. Ask your parent to turn it on.',
  /** SPEC §8 Radar: the week's chart could not be read. */
  radarChartFailed: 'Failed to load radar chart data',
  /** SPEC §8 Radar: the period's emotional metrics could not be read. */
  symbolicMetricsFailed: 'Could not load symbolic metrics',
  /** The model provider failed (502) or could not be reached (503). */
  mentorUnavailable: 'The mentor is not answering right now. Please try again in a moment.',
  /** SPEC §8, user load failure (cleared after 5 s). */
  failedToLoadUserData: 'Failed to load user data',
  /** SPEC §4, inactivity timeout alert. */
  sessionInactive: 'Your session has expired due to inactivity.',
  /** SPEC §4, onboarding failure alert. */
  onboardingFailed: 'There was an issue completing onboarding. Please try refreshing the page.',
  /** SPEC §5, profile switch without parental controls. */
  setUpParentalControls: 'Please set up parental controls first',
  /** SPEC §8, child account errors. */
  failedToCreateChild: 'Failed to create child account',
  failedToUpdateChild: 'Failed to update child account',
  failedToDeleteChild: 'Failed to delete child account',
  failedToSetParentPin: 'Failed to set parent PIN',
  /** SPEC §8, auth errors when the provider gives no message. */
  failedToSignIn: 'Failed to sign in',
  failedToCreateAccount: 'Failed to create account',
  failedToSendResetEmail: 'Failed to send reset password email',
  failedToSignOut: 'Failed to sign out',
  /** ARCHITECTURE.md "PINs": 5 wrong tries lock a PIN for 15 minutes. */
  pinLocked: 'Too many wrong PINs. This PIN is locked for 15 minutes.',
  /** SPEC §2 and §8, error screens. */
  somethingWentWrong: 'Something went wrong',
  weHaveBeenNotified: "We've been notified and are working to fix this issue.",
  failedToLoadComponent: 'Failed to load component',
  /** SPEC §2, the loading spinner. */
  loading: 'Loading...',
  /** SPEC §8, missing root element. */
  rootElementNotFound: 'Root element not found!',
} as const;

/** One of the message keys of {@link MESSAGES}. */
export type MessageKey = keyof typeof MESSAGES;
