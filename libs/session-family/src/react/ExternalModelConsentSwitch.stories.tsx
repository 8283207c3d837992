import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { EXTERNAL_MODEL_CONSENT_VERSION } from '@grove/api-contract';
import { ExternalModelConsentSwitch } from './ExternalModelConsentSwitch';

function Preview({ allowed: initial, problem = null }: { allowed: boolean; problem?: string | null }) {
  const [allowed, setAllowed] = useState(initial);
  return (
    <ExternalModelConsentSwitch
      consent={{ allowed, decidedAt: '2026-11-27T09:30:00.000Z', version: EXTERNAL_MODEL_CONSENT_VERSION, childMind: allowed ? 'model' : 'builtin' }}
      model={{ name: 'llama3.2', server: 'http://127.0.0.1:11434' }}
      busy={false}
      onChange={setAllowed}
      problem={problem}
      formatDate={() => '27 November 2026'}
    />
  );
}

export default {
  title: 'session-family/ExternalModelConsentSwitch',
  component: Preview,
} satisfies Meta<typeof Preview>;

type Story = StoryObj<typeof Preview>;

/** Not allowed (the default): children's chats use Grove's own mind. */
export const Off: Story = { args: { allowed: false } };

/** Allowed: children's chats go to the connected model, since the day the parent said so. */
export const On: Story = { args: { allowed: true } };

/** A change the server refused: its reason under the switch. */
export const Refused: Story = { args: { allowed: false, problem: 'Something went wrong on our side. Please try again.' } };
