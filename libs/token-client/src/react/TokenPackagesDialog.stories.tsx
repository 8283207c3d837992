import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { tokenBalanceSample, tokenPackagesSample } from './tokenSamples.fixture';
import { withTokenStoryBackend } from './tokenStoryBackend.fixture';
import { TokenMeter } from './TokenMeter';
import { TokenPackagesDialog } from './TokenPackagesDialog';

interface PreviewProps {
  userId: string;
  /** Whether the dialog starts open. */
  open: boolean;
}

// The dialog as the chat page uses it: the meter's "Buy tokens" opens it, and the meter shows the new
// balance after a purchase. The checkout page is not opened: its address is shown instead.
function Preview({ userId, open: initiallyOpen }: PreviewProps) {
  const [open, setOpen] = useState(initiallyOpen);
  const [checkoutUrl, setCheckoutUrl] = useState<string | null>(null);
  return (
    <div style={{ maxWidth: 420 }}>
      <TokenMeter userId={userId} onBuyTokens={() => setOpen(true)} />
      {checkoutUrl && <p>The browser would now open {checkoutUrl}</p>}
      <TokenPackagesDialog userId={userId} open={open} onClose={() => setOpen(false)} navigate={setCheckoutUrl} />
    </div>
  );
}

export default {
  title: 'token-client/TokenPackagesDialog',
  component: Preview,
  args: { userId: 'u1', open: true },
} satisfies Meta<typeof Preview>;

type Story = StoryObj<typeof Preview>;

const balance = tokenBalanceSample({ balance: 23_450, tokensUsedToday: 61_200 });

/** The dev provider: "Test mode", and Buy credits the tokens at once; the meter behind updates. */
export const DevMode: Story = {
  decorators: [withTokenStoryBackend({ balance, packages: tokenPackagesSample('dev') })],
};

/** The stripe provider: Buy sends the browser to Stripe Checkout (here its address is shown). */
export const StripeMode: Story = {
  decorators: [withTokenStoryBackend({ balance, packages: tokenPackagesSample('stripe') })],
};

/** The packages could not be loaded: the server's message and Retry. */
export const LoadError: Story = {
  decorators: [
    withTokenStoryBackend({ balance, packages: { status: 404, code: 'not_found', message: 'The token shop is closed for maintenance.' } }),
  ],
};

/** The packages load, but the payment service fails the purchase: its message is shown. */
export const CheckoutError: Story = {
  decorators: [
    withTokenStoryBackend({
      balance,
      packages: tokenPackagesSample('stripe'),
      checkout: { status: 503, code: 'unavailable', message: 'The payment service is not answering right now. Please try again in a moment.' },
    }),
  ],
};

/** No package is on sale. */
export const Empty: Story = {
  decorators: [withTokenStoryBackend({ balance, packages: { provider: 'dev', packages: [] } })],
};
