import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@grove/api-contract';
import type { TokensExhaustedEvent } from '@grove/api-client';
import { tokenApiServerStart, tokenStoreCreate, type TokenApiServer } from './tokenApiServer.fixture';
import { TOKENS_EXHAUSTED_CHILD_TITLE, TokensExhaustedDialog } from './TokensExhaustedDialog';

let server: TokenApiServer;

beforeAll(async () => {
  server = await tokenApiServerStart();
});
afterAll(() => server.close());
beforeEach(() => server.reset());
afterEach(cleanup);

function show(event: TokensExhaustedEvent) {
  const onClose = vi.fn();
  render(
    <Provider store={tokenStoreCreate(server)}>
      <TokensExhaustedDialog event={event} userId="u1" onClose={onClose} />
    </Provider>,
  );
  return { onClose, user: userEvent.setup() };
}

describe('TokensExhaustedDialog', () => {
  it("an adult profile gets the Buy tokens dialog headed by the server's message, with the packages to buy", async () => {
    const { onClose, user } = show({ type: 'tokensExhausted', message: MESSAGES.dailyLimitReached, reason: 'daily_limit_reached', profile: 'account' });
    const dialog = screen.getByRole('dialog', { name: 'Buy tokens' });
    expect(within(dialog).getByText(MESSAGES.dailyLimitReached)).toBeTruthy();
    expect(dialog.getAttribute('aria-describedby')?.split(' ')).toContain(within(dialog).getByText(MESSAGES.dailyLimitReached).id);
    expect(await within(dialog).findByRole('button', { name: 'Buy Starter' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('a child profile is asked kindly to fetch a grown-up, and is offered nothing to buy', async () => {
    const { onClose, user } = show({ type: 'tokensExhausted', message: MESSAGES.childTokensExhausted, reason: 'insufficient_tokens', profile: 'child' });
    const dialog = screen.getByRole('dialog', { name: TOKENS_EXHAUSTED_CHILD_TITLE });
    expect(within(dialog).getByText(MESSAGES.childTokensExhausted)).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Buy tokens' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Buy/ })).toBeNull();
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
