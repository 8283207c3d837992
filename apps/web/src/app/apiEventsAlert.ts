import type { ApiEventChannel } from '@grove/api-client';

/** What {@link apiEventsAlert} may do in the browser. */
export interface ApiEventsAlertUi {
  alert(message: string): void;
  navigate(path: string): void;
}

/**
 * SPEC §8: a 401, the anonymous trial's 402 and a 429 alert their message, and an exhausted trial then
 * goes to /signup. An account whose tokens ran out is not alerted nor sent anywhere: it stays on its
 * chat, where `TokensExhaustedWatch` opens the Buy tokens dialog (or asks a child to fetch a
 * grown-up). Returns the unsubscribe function.
 */
export function apiEventsAlert(events: ApiEventChannel, ui: ApiEventsAlertUi): () => void {
  return events.subscribe((event) => {
    if (event.type === 'tokensExhausted') return;
    ui.alert(event.message);
    if (event.type === 'trialExhausted') ui.navigate(event.redirectTo);
  });
}
