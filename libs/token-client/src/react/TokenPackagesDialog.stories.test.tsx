import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import * as stories from './TokenPackagesDialog.stories';
import { TOKEN_PACKAGES_TEST_MODE } from './TokenPackagesDialog';

const { DevMode, StripeMode, LoadError, CheckoutError, Empty } = composeStories(stories);

// The previews' pretend API takes 400 ms per purchase, so the pending state can be seen.
const purchase = { timeout: 3000 };

describe('TokenPackagesDialog previews show what they describe', () => {
  afterEach(cleanup);

  it('DevMode is in test mode, and Buy credits the tokens and updates the meter', async () => {
    render(<DevMode />);
    const dialog = screen.getByRole('dialog', { name: 'Buy tokens' });
    expect(await within(dialog).findByText((_, element) => element?.tagName === 'P' && element.textContent === TOKEN_PACKAGES_TEST_MODE)).toBeTruthy();
    await userEvent.setup().click(await within(dialog).findByRole('button', { name: 'Buy Starter' }));
    await waitFor(() => expect(within(dialog).getByRole('status').textContent).toBe('Added 500,000 tokens. Your balance is now 523,450 tokens.'), purchase);
    await waitFor(() => expect(screen.getByTestId('token-balance').textContent).toBe('523,450'), purchase);
  });

  it('StripeMode sends the buyer to Stripe Checkout', async () => {
    render(<StripeMode />);
    const dialog = screen.getByRole('dialog', { name: 'Buy tokens' });
    expect(dialog.textContent).not.toContain('Test mode');
    await userEvent.setup().click(await within(dialog).findByRole('button', { name: 'Buy Family' }));
    expect(await screen.findByText('The browser would now open https://checkout.stripe.com/c/pay/cs_test_preview', {}, purchase)).toBeTruthy();
  });

  it('LoadError shows the server’s message and Retry', async () => {
    render(<LoadError />);
    const alert = await within(screen.getByRole('dialog')).findByRole('alert');
    expect(alert.textContent).toContain('The token shop is closed for maintenance.');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('CheckoutError shows the payment service’s message', async () => {
    render(<CheckoutError />);
    const dialog = screen.getByRole('dialog');
    await userEvent.setup().click(await within(dialog).findByRole('button', { name: 'Buy Grove' }));
    expect((await within(dialog).findByRole('alert', {}, purchase)).textContent).toBe(
      'The payment service is not answering right now. Please try again in a moment.',
    );
  });

  it('Empty says no package is on sale', async () => {
    render(<Empty />);
    expect(await within(screen.getByRole('dialog')).findByText('No token packages are on sale right now.')).toBeTruthy();
  });
});
