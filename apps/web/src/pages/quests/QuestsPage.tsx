import { useState } from 'react';
import { apiErrorMessage } from '@grove/api-client';
import type { QuestEntry } from '@grove/api-contract';
import { LoadingSpinner } from '@grove/ui-glass/react';
import { questById, questsForMode, type Quest } from '@grove/wonder';
import { QUEST_THEME_LABELS, QuestCard, QuestFinishedList, useQuestAcceptMutation, useQuestDoneMutation, useQuestDropMutation, useQuestsQuery } from '@grove/wonder/react';
import { FormAlert } from '../../app/auth/FormAlert';
import { useDocumentTitle } from '../useDocumentTitle';
import { useViewerProfile } from '../useViewerProfile';
import '../pages.css';

/** Shown when the quests cannot be read. */
export const QUESTS_LOAD_FAILED = 'Your quests could not be loaded. Check your connection and try again.';
/** Shown when a quest could not be started, finished or put away (the server's message comes first). */
export const QUEST_CHANGE_FAILED = 'That did not work. Please try again.';

type ThemeFilter = Quest['theme'] | 'all';

/**
 * /quests (SPEC §2, issue 21): gentle real-world quests for the profile's age band. Start one, do it
 * away from the screen, and come back to mark it done with a few typed words (never a photo). "Not
 * now" puts a quest away without a trace: no points, no streaks, nothing lost for a missed day. A
 * parent sees a child's finished quests on the child's page.
 */
export function QuestsPage() {
  useDocumentTitle('Grove — Quests');
  const viewer = useViewerProfile();
  const profileId = viewer.kind === 'profile' ? viewer.profileId : '';
  const quests = useQuestsQuery(profileId, { skip: profileId === '' });
  const [accept] = useQuestAcceptMutation();
  const [done] = useQuestDoneMutation();
  const [drop] = useQuestDropMutation();
  const [pending, setPending] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [said, setSaid] = useState('');
  const [theme, setTheme] = useState<ThemeFilter>('all');

  if (viewer.kind !== 'profile' || quests.isLoading) return <LoadingSpinner />;
  const young = viewer.mode === 'G';

  async function act(questId: string, run: () => Promise<unknown>, success: string): Promise<boolean> {
    setPending(questId);
    setErrors(({ [questId]: _old, ...rest }) => rest);
    try {
      await run();
      setSaid(success);
      return true;
    } catch (error) {
      setErrors((current) => ({ ...current, [questId]: apiErrorMessage(error, QUEST_CHANGE_FAILED) }));
      return false;
    } finally {
      setPending(null);
    }
  }

  const entries: readonly QuestEntry[] = quests.data?.entries ?? [];
  const open = entries.filter((entry) => entry.status === 'accepted');
  const openIds = new Set(open.map((entry) => entry.questId));
  const doneCount = (questId: string): number => entries.filter((entry) => entry.questId === questId && entry.status === 'done').length;
  const offered = questsForMode(viewer.mode).filter((quest) => !openIds.has(quest.id));
  const themes = [...new Set(offered.map((quest) => quest.theme))];
  const shown = offered.filter((quest) => theme === 'all' || quest.theme === theme);

  const card = (quest: Quest, state: 'offered' | 'accepted') => (
    <QuestCard
      quest={quest}
      state={state}
      doneBefore={doneCount(quest.id)}
      pending={pending === quest.id}
      error={errors[quest.id] ?? null}
      onAccept={() => void act(quest.id, () => accept({ profileId, questId: quest.id }).unwrap(), `Started: ${quest.title}. It is in your quests now.`)}
      onDrop={() => void act(quest.id, () => drop({ profileId, questId: quest.id }).unwrap(), `${quest.title} is put away. It is still here whenever you want it.`)}
      onDone={(reflection) => act(quest.id, () => done({ profileId, questId: quest.id, reflection }).unwrap(), young ? `Well done! ${quest.title} is finished.` : `${quest.title} is done and saved with your words.`)}
    />
  );

  return (
    <article className="page quests-page" aria-labelledby="quests-title">
      <h1 id="quests-title">Quests</h1>
      <p className="page-lead">
        {young
          ? 'Little adventures to do away from the screen. Pick one, have fun, then come back and tell Grove how it went.'
          : 'Small real-world adventures: start one, take your time, and come back to say how it went. No points and no streaks — a quest waits as long as you like.'}
      </p>
      <p className="wonder-sr-only" role="status">
        {said}
      </p>
      {quests.isError && (
        <div className="page-actions">
          <FormAlert message={apiErrorMessage(quests.error, QUESTS_LOAD_FAILED)} />
          <button type="button" className="page-button" onClick={() => void quests.refetch()}>
            Try again
          </button>
        </div>
      )}

      {quests.data && (
        <>
          <section className="page-section" aria-labelledby="quests-open">
            <h2 id="quests-open">Your quests</h2>
            {open.length === 0 ? (
              <p className="wonder-quests__empty">No quest started yet. Pick one below.</p>
            ) : (
              <ul className="wonder-quests__list">
                {open.map((entry) => {
                  const quest = questById(entry.questId);
                  return quest ? <li key={entry.id}>{card(quest, 'accepted')}</li> : null;
                })}
              </ul>
            )}
          </section>

          <section className="page-section" aria-labelledby="quests-pick">
            <h2 id="quests-pick">Pick a quest</h2>
            <div className="wonder-chips" role="group" aria-label="Show quests about">
              {(['all', ...themes] as const).map((value) => (
                <button key={value} type="button" className="wonder-chip" aria-pressed={theme === value} onClick={() => setTheme(value)}>
                  {value === 'all' ? 'All' : QUEST_THEME_LABELS[value]}
                </button>
              ))}
            </div>
            <ul className="wonder-quests__list">
              {shown.map((quest) => (
                <li key={quest.id}>{card(quest, 'offered')}</li>
              ))}
            </ul>
          </section>

          <section className="page-section" aria-labelledby="quests-finished">
            <h2 id="quests-finished">Finished</h2>
            <QuestFinishedList viewer="self" entries={entries} />
          </section>
        </>
      )}
    </article>
  );
}

export default QuestsPage;
