import { useId, useState } from 'react';
import type { JournalPrivacy, JournalPrivacyUpdate } from '@grove/api-contract';
import { journalApiErrorMessage, useJournalPrivacyQuery, useJournalPrivacyUpdateMutation } from './journalApi';
import type { JournalMode, JournalViewer } from './journalText';
import './journal.css';

/** Issue 16, point 4: the defaults by age band, as the panel explains them. */
export const JOURNAL_PRIVACY_DEFAULTS_TEXT: Readonly<Record<JournalMode, string>> = {
  G: 'For ages 4–8 the parent reads the journal by default, and the parent decides.',
  PG: 'For ages 9–15 the journal is private by default: the parent sees how many entries there are and the summaries the child shares. Only the child can choose to share the entries.',
  FULL: 'An adult’s journal is private: only you can read it.',
};

/** Why a switch cannot be changed by the person looking. */
export const JOURNAL_PRIVACY_WHY: Readonly<{ parentDecides: string; childDecides: string; parentOnly: string }> = {
  parentDecides: "A parent decides who reads a 4–8 child's journal.",
  childDecides: "A 9–15 child's journal is private unless they choose to share it.",
  parentOnly: 'Only a parent can change this for a child.',
};

/** Props of {@link JournalPrivacyPanel}. */
export interface JournalPrivacyPanelProps {
  /** Whose journal: the account's uid or a child's id. */
  profileId: string;
  /** The writer's content mode. */
  contentMode: JournalMode;
  /** The writer, or the parent of a child. */
  viewer?: JournalViewer;
}

interface SwitchRule {
  key: keyof JournalPrivacyUpdate;
  label: string;
  /** Why the person looking may not change it now, or null when they may. */
  locked: string | null;
}

/**
 * Mirrors the server's rules (apps/api routes/journal.ts) so a switch the person may not change is shown
 * as such, with the reason, instead of failing: a 4–8 child's reading switch is the parent's; a 9–15
 * child's is the child's, and the parent may only make it more private; the model and memories
 * switches of a child are the parent's; an adult has no parent to share with.
 */
function rulesOf(privacy: JournalPrivacy, contentMode: JournalMode, viewer: JournalViewer): SwitchRule[] {
  const child = privacy.parentCanRead !== null;
  const asChild = child && viewer === 'self';
  const rules: SwitchRule[] = [];
  if (child) {
    let locked: string | null = null;
    if (contentMode === 'G' && asChild) locked = JOURNAL_PRIVACY_WHY.parentDecides;
    if (contentMode === 'PG' && !asChild && !privacy.parentCanRead) locked = JOURNAL_PRIVACY_WHY.childDecides;
    rules.push({ key: 'parentCanRead', label: asChild ? 'My parent can read my entries' : 'The parent can read the entries', locked });
  }
  const parentOnly = asChild ? JOURNAL_PRIVACY_WHY.parentOnly : null;
  rules.push({ key: 'modelSummaries', label: 'Summaries may be written by the connected AI model (otherwise Grove writes them on its own)', locked: parentOnly });
  rules.push({ key: 'feedMemories', label: "Entries may help the mentor's memories", locked: parentOnly });
  return rules;
}

/**
 * The journal's privacy settings (issue 16, point 4): who reads the entries, whether the connected
 * model may write the summaries and whether entries may feed the mentor's memories — each a switch
 * the person may change, or a shown setting with the reason it is someone else's to change — and the
 * age band's defaults explained.
 */
export function JournalPrivacyPanel({ profileId, contentMode, viewer = 'self' }: JournalPrivacyPanelProps) {
  const headingId = useId();
  const privacy = useJournalPrivacyQuery(profileId);
  const [update, state] = useJournalPrivacyUpdateMutation();
  const [problem, setProblem] = useState<string | null>(null);

  async function toggle(key: keyof JournalPrivacyUpdate, value: boolean): Promise<void> {
    setProblem(null);
    try {
      await update({ profileId, change: { [key]: value } }).unwrap();
    } catch (error) {
      setProblem(journalApiErrorMessage(error, 'The setting could not be changed. Try again.'));
    }
  }

  return (
    <section className="grove-journal-privacy grove-glass" aria-labelledby={headingId}>
      <h2 id={headingId} className="grove-journal__title">
        Who can see this journal
      </h2>
      <p className="grove-journal__note">{JOURNAL_PRIVACY_DEFAULTS_TEXT[contentMode]}</p>
      {privacy.isError ? (
        <div className="grove-journal__error" role="alert">
          <p>{journalApiErrorMessage(privacy.error, 'The privacy settings could not be loaded.')}</p>
          <button type="button" className="grove-button" onClick={() => void privacy.refetch()}>
            Try again
          </button>
        </div>
      ) : privacy.data === undefined ? (
        <p className="grove-journal__status">Loading settings…</p>
      ) : (
        <ul className="grove-journal-privacy__switches">
          {rulesOf(privacy.data, contentMode, viewer).map((rule) => {
            const on = privacy.data?.[rule.key] === true;
            const whyId = `${headingId}-${rule.key}-why`;
            return (
              <li key={rule.key}>
                <button
                  type="button"
                  role="switch"
                  className="grove-journal-switch"
                  aria-checked={on}
                  aria-describedby={rule.locked ? whyId : undefined}
                  disabled={rule.locked !== null || state.isLoading}
                  onClick={() => void toggle(rule.key, !on)}
                >
                  <span className="grove-journal-switch__track" aria-hidden="true" />
                  <span>{rule.label}</span>
                </button>
                {rule.locked && (
                  <p id={whyId} className="grove-journal__note">
                    {rule.locked}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {problem && (
        <p className="grove-journal__error" role="alert">
          {problem}
        </p>
      )}
    </section>
  );
}
