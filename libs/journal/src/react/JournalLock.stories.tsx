import type { Meta, StoryObj } from '@storybook/react-vite';
import { JournalLock, journalLockStorageKey } from './JournalLock';
import { STORY_LOCK_RECORD, lockStorageMemory } from './journalLock.fixture';

const meta = {
  title: 'journal/JournalLock',
  component: JournalLock,
  args: { ownerKey: 'acc-1:adult-1', children: <p>The journal is open.</p> },
} satisfies Meta<typeof JournalLock>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No PIN yet: the journal is open, with "Lock with a PIN". */
export const NoPin: Story = { args: { storage: lockStorageMemory() } };

/** A PIN is set on this device (1234): the journal opens locked. */
export const Locked: Story = { args: { storage: lockStorageMemory({ [journalLockStorageKey('acc-1:adult-1')]: STORY_LOCK_RECORD }) } };
