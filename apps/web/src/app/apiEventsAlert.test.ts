import { describe, expect, it, vi } from 'vitest';
import { apiEventChannelCreate, apiEventForStatus, type ApiEvent } from '@grove/api-client';
import { MESSAGES } from '@grove/api-contract';
import { apiEventsAlert } from './apiEventsAlert';

function setup() {
  const events = apiEventChannelCreate();
  const ui = { alert: vi.fn(), navigate: vi.fn() };
  apiEventsAlert(events, ui);
  return { ui, emit: (event: ApiEvent | null) => event && events.emit(event) };
}

describe('apiEventsAlert (SPEC §8)', () => {
  it("the anonymous trial's 402 alerts its detail, then goes to /signup", () => {
    const { ui, emit } = setup();
    emit(apiEventForStatus(402, { error: { code: 'trial_exhausted', message: 'Your free trial is used up.' } }, { idToken: null, childId: null }));
    expect(ui.alert).toHaveBeenCalledWith('Your free trial is used up.');
    expect(ui.navigate).toHaveBeenCalledWith('/signup');
  });

  it("an account's 402 (balance spent or daily limit) neither alerts nor leaves the page: the Buy tokens dialog shows it", () => {
    const { ui, emit } = setup();
    emit(apiEventForStatus(402, { error: { code: 'insufficient_tokens', message: MESSAGES.insufficientTokens } }, { idToken: 'tok', childId: null }));
    emit(apiEventForStatus(402, { error: { code: 'daily_limit_reached', message: MESSAGES.dailyLimitReached } }, { idToken: 'tok', childId: null }));
    emit(apiEventForStatus(402, { error: { code: 'daily_limit_reached', message: MESSAGES.childTokensExhausted } }, { idToken: 'tok', childId: 'kid' }));
    expect(ui.alert).not.toHaveBeenCalled();
    expect(ui.navigate).not.toHaveBeenCalled();
  });

  it('401 and 429 alert their messages and stay', () => {
    const { ui, emit } = setup();
    emit(apiEventForStatus(401, null));
    emit(apiEventForStatus(429, null));
    expect(ui.alert.mock.calls).toEqual([[MESSAGES.authenticationFailed], [MESSAGES.rateLimited]]);
    expect(ui.navigate).not.toHaveBeenCalled();
  });
});
