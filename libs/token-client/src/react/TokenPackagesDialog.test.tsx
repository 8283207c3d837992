import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@grove/api-contract';
import { tokenApiServerStart, tokenStoreCreate, type TokenApiServer } from './tokenApiServer.fixture';
import { tokenPackagesSample } from './tokenSamples.fixture';
import { TokenMeter } from './TokenMeter';
import { TOKEN_PACKAGES_TEST_MODE, TokenPackagesDialog } from './TokenPackagesDialog';

let server: TokenApiServer;

beforeAll(async () => {
  server = await tokenApiServerStart();
});
afterAll(() => server.close());
beforeEach(() => server.reset());
afterEach(cleanup);

// The way the chat page uses the two: the meter's "Buy tokens" opens the dialog.
function ChatHeader({ navigate }: { navigate?: (url: string) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <TokenMeter userId="u1" onBuyTokens={() => setOpen(true)} />
      <TokenPackagesDialog userId="u1" open={open} onClose={() => setOpen(false)} navigate={navigate} />
    </>
  );
}

async function openDialog(navigate?: (url: string) => void) {
  const user = userEvent.setup();
  render(
    <Provider store={tokenStoreCreate(server)}>
      <ChatHeader navigate={navigate} />
    </Provider>,
  );
  const opener = await screen.findByRole('button', { name: 'Buy tokens' });
  await user.click(opener);
  const dialog = screen.getByRole('dialog', { name: 'Buy tokens' });
  return { user, opener, dialog };
}

function balanceShown(): string | null | undefined {
  return screen.getByTestId('token-balance').textContent;
}

describe('TokenPackagesDialog', () => {
  it('is a modal dialog that lists each package with its tokens and price, in test mode for the dev provider', async () => {
    const { dialog } = await openDialog();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.contains(document.activeElement)).toBe(true);
    const list = await within(dialog).findByRole('list', { name: 'Token packages' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual(['Starter', 'Family', 'Grove']);
    expect(items[0]?.textContent).toContain('500,000 tokens');
    expect(items[0]?.textContent).toContain('$4.99');
    expect(items[2]?.textContent).toContain('5,000,000 tokens');
    expect(items[2]?.textContent).toContain('$29.99');
    expect(within(dialog).getByText((_, element) => element?.tagName === 'P' && element.textContent === TOKEN_PACKAGES_TEST_MODE)).toBeTruthy();
    expect(within(dialog).getAllByRole('button', { name: /^Buy / }).map((button) => button.textContent)).toEqual([
      'Buy Starter',
      'Buy Family',
      'Buy Grove',
    ]);
  });

  it('buys a package in test mode: pending while the server works, then the tokens added, and the meter updates', async () => {
    const { user, dialog } = await openDialog();
    expect(balanceShown()).toBe('1,000,000');
    const release = server.holdNext('POST /api/token-packages/checkout');
    const buy = await within(dialog).findByRole('button', { name: 'Buy Starter' });
    await user.click(buy);
    expect(buy.textContent).toBe('Buying... Starter');
    expect(buy.getAttribute('aria-disabled')).toBe('true');
    expect(within(dialog).getByRole('button', { name: 'Buy Family' }).getAttribute('aria-disabled')).toBe('true');
    // A second press while the first is under way buys nothing more.
    await user.click(within(dialog).getByRole('button', { name: 'Buy Family' }));
    release();
    const status = within(dialog).getByRole('status');
    await waitFor(() => expect(status.textContent).toBe('Added 500,000 tokens. Your balance is now 1,500,000 tokens.'));
    await waitFor(() => expect(balanceShown()).toBe('1,500,000'));
    expect(server.seen.filter((request) => request.method === 'POST')).toHaveLength(1);
    expect(buy.getAttribute('aria-disabled')).toBeNull();
  });

  it('sends the browser to the checkout page for the stripe provider, without the test-mode notice', async () => {
    server.reset({ packages: tokenPackagesSample('stripe') });
    const navigate = vi.fn();
    const { user, dialog } = await openDialog(navigate);
    await user.click(await within(dialog).findByRole('button', { name: 'Buy Family' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('https://checkout.stripe.test/c/pay/purchase-1'));
    expect(within(dialog).getByRole('status').textContent).toBe('Taking you to the secure payment page...');
    expect(dialog.textContent).not.toContain('Test mode');
    expect(within(dialog).getByText('Payments are handled securely by Stripe.')).toBeTruthy();
  });

  it('shows the server’s message when a purchase fails', async () => {
    server.replyNext('POST /api/token-packages/checkout', {
      status: 503,
      body: { error: { code: 'unavailable', message: 'The payment service is not answering right now. Please try again in a moment.' } },
    });
    const { user, dialog } = await openDialog();
    await user.click(await within(dialog).findByRole('button', { name: 'Buy Grove' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'The payment service is not answering right now. Please try again in a moment.',
    );
    expect(balanceShown()).toBe('1,000,000');
  });

  it('shows why the packages could not be loaded, and Retry loads them', async () => {
    server.replyNext('GET /api/token-packages', { status: 429, body: { error: { code: 'rate_limited', message: MESSAGES.rateLimited } } });
    const { user, dialog } = await openDialog();
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain(MESSAGES.rateLimited);
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog).findByRole('list', { name: 'Token packages' })).toBeTruthy();
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('says when no package is on sale', async () => {
    server.reset({ packages: { provider: 'dev', packages: [] } });
    const { dialog } = await openDialog();
    expect(await within(dialog).findByText('No token packages are on sale right now.')).toBeTruthy();
    expect(within(dialog).queryByRole('list')).toBeNull();
  });

  it('closes on Escape and returns focus to the opener', async () => {
    const { user, opener } = await openDialog();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('keeps Tab inside, and closes with its Close button or a click on the backdrop', async () => {
    const { user, opener, dialog } = await openDialog();
    await within(dialog).findByRole('list', { name: 'Token packages' });
    const close = within(dialog).getByRole('button', { name: 'Close' });
    close.focus();
    await user.tab();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Buy Starter' }));
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(close);
    await user.click(close);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);

    await user.click(opener);
    await user.click(screen.getByRole('dialog'));
    expect(screen.getByRole('dialog')).toBeTruthy();
    await user.click(screen.getByRole('dialog').parentElement as HTMLElement);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
