import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { QuestEntry } from '@grove/api-contract';
import { QUESTS } from '../core/content/quests';
import { QuestCard } from './QuestCard';
import { QuestFinishedList } from './QuestFinishedList';

const leafQuest = QUESTS.find((quest) => quest.band === '4-8' && quest.withGrownUp)!;
const adultQuest = QUESTS.find((quest) => quest.band === 'adult')!;

/** A finished entry of a quest, done on the given day. */
export function questEntrySample(questId: string, doneAt: string, reflection: string | null, id = `entry-${questId}`): QuestEntry {
  return { id, profileId: 'child-mia', questId, status: 'done', acceptedAt: '2026-11-20T09:00:00.000Z', doneAt, reflection };
}

const fixedDate = (iso: string): string => iso.slice(0, 10);

const meta = {
  title: 'wonder/Quests',
  component: QuestCard,
  args: { quest: leafQuest, state: 'offered', onAccept: fn(), onDone: fn(async () => true), onDrop: fn(), pending: false, error: null },
} satisfies Meta<typeof QuestCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A 4–8 quest on offer: what to do, about how long, and that a grown-up helps. */
export const Offered: Story = {};

/** Accepted: the reflection question with a box, Mark as done and Not now. */
export const Accepted: Story = { args: { state: 'accepted' } };

/** An adult's quest done twice before, accepted again. */
export const AgainForAnAdult: Story = { args: { quest: adultQuest, state: 'accepted', doneBefore: 2 } };

/** Saving failed: the server's words, and what was typed stays. */
export const SaveFailed: Story = { args: { state: 'accepted', error: 'Grove cannot reach the server right now. Your words are still here: try again in a moment.' } };

/** The person's own finished quests with what they wrote. */
export const FinishedOwn: Story = {
  render: () => (
    <QuestFinishedList
      viewer="self"
      formatDate={fixedDate}
      entries={[questEntrySample(leafQuest.id, '2026-11-24T16:00:00.000Z', 'The round one, it looked like a moon.'), questEntrySample(QUESTS[1]!.id, '2026-11-22T10:00:00.000Z', '')]}
    />
  ),
};

/** A parent looking at a 4–8 child's finished quests: the child's words are shown. */
export const FinishedParentOfYoungChild: Story = {
  render: () => <QuestFinishedList viewer="parent" name="Mia" formatDate={fixedDate} entries={[questEntrySample(leafQuest.id, '2026-11-24T16:00:00.000Z', 'The round one, it looked like a moon.')]} />,
};

/** A parent looking at a 9–15 child's: what was done and when; the words stay the child's. */
export const FinishedParentOfOlderChild: Story = {
  render: () => <QuestFinishedList viewer="parent" name="Sam" wordsPrivate formatDate={fixedDate} entries={[questEntrySample(QUESTS.find((quest) => quest.band === '9-15')!.id, '2026-11-25T18:00:00.000Z', null)]} />,
};

/** Nothing finished yet. */
export const FinishedNone: Story = { render: () => <QuestFinishedList viewer="parent" name="Mia" entries={[]} /> };
