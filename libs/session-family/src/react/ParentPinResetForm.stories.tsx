import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { REAUTHENTICATION_REQUIRED_MESSAGE } from '@grove/api-contract';
import { ParentPinResetForm, type ParentPinResetInput, type ParentPinResetOutcome } from './ParentPinResetForm';

/** The account password of the previews. */
export const PREVIEW_PASSWORD = 'correct horse';

// The preview's stand-in for re-authentication and the reset: the password above is the right one.
async function previewReset({ password }: ParentPinResetInput): Promise<ParentPinResetOutcome> {
  await new Promise((resolve) => setTimeout(resolve, 300));
  if (password !== PREVIEW_PASSWORD && password !== '') return { ok: false, field: 'password', message: 'That password is not right.' };
  return { ok: true };
}

function Preview({ method, onReset = previewReset }: { method: 'password' | 'google'; onReset?: (input: ParentPinResetInput) => Promise<ParentPinResetOutcome> }) {
  const [state, setState] = useState<'open' | 'done' | 'cancelled'>('open');
  if (state !== 'open') {
    return (
      <p role="status">
        {state === 'done' ? 'Parent PIN reset. Use the new PIN from now on.' : 'Cancelled.'}{' '}
        <button type="button" onClick={() => setState('open')}>
          Again
        </button>
      </p>
    );
  }
  return <ParentPinResetForm method={method} onReset={onReset} onDone={() => setState('done')} onCancel={() => setState('cancelled')} />;
}

export default {
  title: 'session-family/ParentPinResetForm',
  component: Preview,
} satisfies Meta<typeof Preview>;

type Story = StoryObj<typeof Preview>;

/** An account with a password: the password, then the new PIN twice ("correct horse" is right). */
export const WithPassword: Story = { args: { method: 'password' } };

/** An account that signs in with Google: the new PIN, then Google's window confirms. */
export const WithGoogle: Story = { args: { method: 'google' } };

/** The password was entered too long ago for the server: its message, on the password field. */
export const SignInTooOld: Story = {
  args: { method: 'password', onReset: async () => ({ ok: false, field: 'password', message: REAUTHENTICATION_REQUIRED_MESSAGE }) },
};
