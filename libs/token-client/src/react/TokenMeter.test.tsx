import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@grove/api-contract';
import { tokenBalanceRefresh } from './tokenApi';
import { tokenApiServerStart, tokenStoreCreate, type TokenApiServer, type TokenTestStore } from './tokenApiServer.fixture';
import { tokenBalanceSample } from './tokenSamples.fixture';
import { TokenMeter, type TokenMeterProps } from './TokenMeter';

let server: TokenApiServer;

beforeAll(async () => {
  server = await tokenApiServerStart();
});
afterAll(() => server.close());
beforeEach(() => server.reset());
afterEach(cleanup);

function renderMeter(props: Partial<TokenMeterProps> = {}): TokenTestStore {
  const store = tokenStoreCreate(server);
  render(
    <Provider store={store}>
      <TokenMeter userId="u1" {...props} />
    </Provider>,
  );
  return store;
}

/** Reads the balance the way the e2e test does: the digits of the "token-balance" element. */
function balanceShown(): number {
  return Number(screen.getByTestId('token-balance').textContent?.replace(/\D/g, ''));
}

describe('TokenMeter', () => {
  it('drawn pending (a frame before sign-in settles), shows its loading state with Buy tokens off and asks nothing', async () => {
    const onBuyTokens = vi.fn();
    const store = renderMeter({ compact: true, pending: true, onBuyTokens });
    expect(screen.getByRole('status').textContent).toBe(MESSAGES.loading);
    const buy = screen.getByRole('button', { name: 'Buy tokens' }) as HTMLButtonElement;
    expect(buy.disabled).toBe(true);
    await userEvent.click(buy);
    expect(onBuyTokens).not.toHaveBeenCalled();
    // No read was started (RTK Query records a query the moment it is asked for).
    expect(store.getState().groveApi.queries).toEqual({});
    expect(server.seen).toEqual([]);
  });

  it('shows the balance with thousands separators and today’s use as a meter', async () => {
    server.reset({ balance: tokenBalanceSample({ balance: 987_654, tokensUsedToday: 12_346 }) });
    renderMeter();
    const group = await screen.findByRole('group', { name: 'Token balance' });
    expect(screen.getByTestId('token-balance').textContent).toBe('987,654');
    expect(group.textContent).toContain('987,654');
    expect(balanceShown()).toBe(987_654);
    const meter = screen.getByRole('meter', { name: "Today's token use" });
    expect(meter.getAttribute('aria-valuemin')).toBe('0');
    expect(meter.getAttribute('aria-valuemax')).toBe('500000');
    expect(meter.getAttribute('aria-valuenow')).toBe('12346');
    expect(meter.getAttribute('aria-valuetext')).toBe('12,346 of 500,000 tokens used today (2.5%)');
    expect(screen.getByText('12,346 of 500,000 tokens used today')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('shows "Loading..." until the balance arrives', async () => {
    const release = server.holdNext('GET /api/tokens/u1');
    renderMeter();
    expect(screen.getByRole('status').textContent).toBe(MESSAGES.loading);
    expect(screen.queryByTestId('token-balance')).toBeNull();
    release();
    expect((await screen.findByTestId('token-balance')).textContent).toBe('1,000,000');
  });

  it('in a header (compact) offers Buy tokens while the balance loads, so the meter has its loaded shape at once', async () => {
    const release = server.holdNext('GET /api/tokens/u1');
    const onBuyTokens = vi.fn();
    renderMeter({ compact: true, onBuyTokens });
    expect(screen.getByRole('status').textContent).toBe(MESSAGES.loading);
    const early = screen.getByRole('button', { name: 'Buy tokens' });
    await userEvent.setup().click(early);
    expect(onBuyTokens).toHaveBeenCalledTimes(1);
    release();
    await screen.findByTestId('token-balance');
    expect(screen.getAllByRole('button', { name: 'Buy tokens' })).toHaveLength(1);
  });

  it('keeps the full meter’s Buy tokens for when the balance is there', () => {
    server.holdNext('GET /api/tokens/u1');
    renderMeter({ onBuyTokens: vi.fn() });
    expect(screen.getByRole('status').textContent).toBe(MESSAGES.loading);
    expect(screen.queryByRole('button', { name: 'Buy tokens' })).toBeNull();
  });

  it('warns about a low balance and offers to buy tokens', async () => {
    server.reset({ balance: tokenBalanceSample({ balance: 12_000 }) });
    const onBuyTokens = vi.fn();
    renderMeter({ onBuyTokens });
    await screen.findByTestId('token-balance');
    expect(screen.getByRole('status').textContent).toBe('⚠ Your token balance is low.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Buy tokens' }));
    expect(onBuyTokens).toHaveBeenCalledTimes(1);
  });

  it('warns when today’s use is near the daily limit', async () => {
    server.reset({ balance: tokenBalanceSample({ tokensUsedToday: 420_000 }) });
    renderMeter();
    const meter = await screen.findByRole('meter', { name: "Today's token use" });
    expect(meter.getAttribute('aria-valuenow')).toBe('420000');
    expect(screen.getByRole('status').textContent).toContain("You have used 84% of today's tokens. Usage resets at midnight UTC.");
    expect(screen.getByRole('status').textContent).not.toContain('low');
  });

  it('says so when the tokens or today’s limit are used up', async () => {
    server.reset({ balance: tokenBalanceSample({ balance: 0, tokensUsedToday: 500_000 }) });
    renderMeter();
    expect((await screen.findByTestId('token-balance')).textContent).toBe('0');
    const status = screen.getByRole('status');
    expect(status.textContent).toContain(MESSAGES.insufficientTokens);
    expect(status.textContent).toContain(MESSAGES.dailyLimitReached);
    expect(status.textContent).not.toContain('low');
    expect(screen.getByRole('meter').getAttribute('aria-valuenow')).toBe('500000');
  });

  it('shows "Unlimited" and no meter or warnings for free access', async () => {
    server.reset({ balance: tokenBalanceSample({ balance: 10, tokensUsedToday: 499_000, freeAccess: true }) });
    renderMeter();
    expect((await screen.findByTestId('token-balance')).textContent).toBe('Unlimited');
    expect(screen.getByText('Free access: chats do not use tokens.')).toBeTruthy();
    expect(screen.queryByRole('meter')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('keeps warnings short in compact mode', async () => {
    server.reset({ balance: tokenBalanceSample({ balance: 12_000, tokensUsedToday: 450_000 }) });
    renderMeter({ compact: true });
    await screen.findByTestId('token-balance');
    expect(screen.getByRole('status').textContent).toBe("⚠ Low balance⚠ 90% of today's limit used");
    expect(screen.getByRole('group', { name: 'Token balance' })).toBeTruthy();
    expect(screen.getByRole('meter', { name: "Today's token use" })).toBeTruthy();
  });

  it('shows the server’s error with Retry, and Retry loads the balance', async () => {
    server.replyNext('GET /api/tokens/u1', { status: 404, body: { error: { code: 'not_found', message: 'No such user.' } } });
    renderMeter();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not load your token balance.');
    expect(alert.textContent).toContain('No such user.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect((await screen.findByTestId('token-balance')).textContent).toBe('1,000,000');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('drops by exactly the tokens a reply used when the chat dispatches tokenBalanceRefresh', async () => {
    const store = renderMeter();
    await screen.findByTestId('token-balance');
    const before = balanceShown();
    server.charge(1_337);
    act(() => {
      store.dispatch(tokenBalanceRefresh('u1'));
    });
    await waitFor(() => expect(balanceShown()).toBe(before - 1_337));
    expect(screen.getByRole('meter').getAttribute('aria-valuenow')).toBe('1337');
  });
});
