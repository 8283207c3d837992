import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { tokenBalanceSample } from './tokenSamples.fixture';
import { withTokenStoryBackend } from './tokenStoryBackend.fixture';
import { TokenMeter, type TokenMeterProps } from './TokenMeter';

// The meter with a "Buy tokens" button that counts presses, so the preview shows the button working.
function Preview(props: TokenMeterProps) {
  const [presses, setPresses] = useState(0);
  return (
    <div style={{ maxWidth: props.compact ? 640 : 420 }}>
      <TokenMeter {...props} onBuyTokens={() => setPresses((count) => count + 1)} />
      {presses > 0 && <p>Buy tokens pressed {presses} time(s).</p>}
    </div>
  );
}

export default {
  title: 'token-client/TokenMeter',
  component: Preview,
  args: { userId: 'u1', compact: false },
} satisfies Meta<typeof Preview>;

type Story = StoryObj<typeof Preview>;

/** An ordinary day: 842,315 tokens left, 31.5 % of today's limit used, no warning. */
export const Normal: Story = {
  decorators: [withTokenStoryBackend({ balance: tokenBalanceSample({ balance: 842_315, tokensUsedToday: 157_685 }) })],
};

/** Under 50,000 tokens left (TOKENS_LOW_BALANCE_THRESHOLD): the low-balance warning. */
export const LowBalance: Story = {
  decorators: [withTokenStoryBackend({ balance: tokenBalanceSample({ balance: 23_450, tokensUsedToday: 61_200 }) })],
};

/** 86 % of today's 500,000 tokens used: the near-limit warning and a striped bar. */
export const NearLimit: Story = {
  decorators: [withTokenStoryBackend({ balance: tokenBalanceSample({ balance: 570_000, tokensUsedToday: 430_000 }) })],
};

/** A free-access account is not charged: "Unlimited", no meter, no warnings. */
export const FreeAccess: Story = {
  decorators: [withTokenStoryBackend({ balance: tokenBalanceSample({ balance: 1_000_000, tokensUsedToday: 12_000, freeAccess: true }) })],
};

/** The balance has not arrived yet (the pretend API never answers). */
export const Loading: Story = {
  decorators: [withTokenStoryBackend({ balance: 'loading' })],
};

/** The server refused: its message and a Retry button. */
export const LoadError: Story = {
  decorators: [withTokenStoryBackend({ balance: { status: 403, code: 'forbidden', message: 'That account is not yours.' } })],
};

/** The one-line version for the chat header, with both warnings shortened. */
export const Compact: Story = {
  args: { compact: true },
  decorators: [withTokenStoryBackend({ balance: tokenBalanceSample({ balance: 23_450, tokensUsedToday: 455_000 }) })],
};
