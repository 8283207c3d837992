import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { AppErrorBoundary } from './AppErrorBoundary';
import { GlassButton } from './GlassButton';
import { GlassPanel } from './GlassPanel';
import { useFallbackMode } from './useFallbackMode';

function FragileApp() {
  const mode = useFallbackMode();
  const [failure, setFailure] = useState<string | null>(null);
  if (failure !== null) throw new Error(failure);
  return (
    <GlassPanel as="section" aria-label="Demo app" style={{ maxWidth: '28rem' }}>
      <p style={{ marginTop: 0 }}>
        Running in <strong>{mode}</strong> mode.
      </p>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
        <GlassButton onClick={() => setFailure('Failed to fetch')}>Break the network</GlassButton>
        <GlassButton variant="secondary" onClick={() => setFailure('Component render failed')}>
          Break a component
        </GlassButton>
      </div>
    </GlassPanel>
  );
}

const meta = {
  title: 'ui-glass/AppErrorBoundary',
  component: AppErrorBoundary,
  parameters: { layout: 'fullscreen' },
  args: { onError: fn(), onReload: fn(), onMobileRecovery: fn(), children: <FragileApp /> },
} satisfies Meta<typeof AppErrorBoundary>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Break the app: the error screen appears, retries after 2 s, recovers for 1 s, and gives up after 3 attempts. */
export const Desktop: Story = {};

/** The same on a phone, with the platform and the attempt count. */
export const Mobile: Story = { args: { mobile: true, platform: 'Android' } };
