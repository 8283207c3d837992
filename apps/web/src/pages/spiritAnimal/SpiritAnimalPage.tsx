import { useState } from 'react';
import { Link } from 'react-router-dom';
import { apiErrorMessage } from '@grove/api-client';
import { routePath } from '@grove/session-family';
import { useDefaultChatDestination } from '@grove/session-family/react';
import { LoadingSpinner } from '@grove/ui-glass/react';
import { animalGuideById, type AnimalGuide, type AnimalQuizResult } from '@grove/wonder';
import { AnimalGuideChooser, AnimalGuideQuiz, useAnimalGuideQuery, useAnimalGuideSaveMutation } from '@grove/wonder/react';
import { FormAlert } from '../../app/auth/FormAlert';
import { selectAuthSnapshot } from '../../app/authSlice';
import { useAppSelector } from '../../app/hooks';
import { useDocumentTitle } from '../useDocumentTitle';
import { useViewerProfile } from '../useViewerProfile';
import '../pages.css';

/** Shown when the saved guide cannot be read. */
export const ANIMAL_GUIDE_LOAD_FAILED = 'Your animal guide could not be loaded. Check your connection and try again.';
/** Shown when a choice could not be saved (the server's message comes first when it sends one). */
export const ANIMAL_GUIDE_SAVE_FAILED = 'Your choice could not be saved. Please try again.';

type Stage = { kind: 'start' } | { kind: 'quiz' } | { kind: 'result'; suggested: AnimalGuide | null };

/**
 * /spirit-animal (SPEC §2), shown as "Animal guide" (issue 21: "spirit animal" is sacred language in
 * several traditions). A short quiz suggests one of twelve animals with its strengths; the person may
 * choose a different one. For a signed-in profile the choice is saved to that profile and becomes the
 * mentor's avatar, with a line of flavour in its greetings; a visitor can take the quiz and is told an
 * account keeps the guide.
 */
export function SpiritAnimalPage() {
  useDocumentTitle('Grove — Animal guide');
  const viewer = useViewerProfile();
  const account = useAppSelector(selectAuthSnapshot);
  const chat = useDefaultChatDestination(account);
  const profileId = viewer.kind === 'profile' ? viewer.profileId : '';
  const saved = useAnimalGuideQuery(profileId, { skip: profileId === '' });
  const [save, saving] = useAnimalGuideSaveMutation();
  const [stage, setStage] = useState<Stage>({ kind: 'start' });
  const [savingId, setSavingId] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [visitorChoice, setVisitorChoice] = useState<string | null>(null);
  const [justSaved, setJustSaved] = useState<string | null>(null);

  if (viewer.kind === 'loading' || (viewer.kind === 'profile' && saved.isLoading)) return <LoadingSpinner />;

  const mode = viewer.kind === 'profile' ? viewer.mode : 'FULL';
  const currentId = viewer.kind === 'profile' ? (saved.data?.animalId ?? null) : visitorChoice;
  const current = currentId ? animalGuideById(currentId) : undefined;

  async function choose(animalId: string): Promise<void> {
    setProblem(null);
    setJustSaved(null);
    if (viewer.kind !== 'profile') {
      setVisitorChoice(animalId);
      return;
    }
    setSavingId(animalId);
    try {
      await save({ profileId, animalId }).unwrap();
      setJustSaved(animalId);
    } catch (error) {
      setProblem(apiErrorMessage(error, ANIMAL_GUIDE_SAVE_FAILED));
    } finally {
      setSavingId(null);
    }
  }

  const finished = (result: AnimalQuizResult): void => setStage({ kind: 'result', suggested: result.best });
  const young = mode === 'G';

  return (
    <article className="page animal-guide-page" aria-labelledby="animal-guide-title">
      <h1 id="animal-guide-title">Animal guide</h1>
      <p className="page-lead">
        {young
          ? 'Answer six little questions and meet an animal friend who is a bit like you. There are no wrong answers!'
          : 'Answer six short questions and meet an animal whose strengths you share. There are no right or wrong answers, and you can always choose a different guide.'}
      </p>
      {viewer.kind === 'profile' && saved.isError && (
        <div className="page-actions">
          <FormAlert message={ANIMAL_GUIDE_LOAD_FAILED} />
          <button type="button" className="page-button" onClick={() => void saved.refetch()}>
            Try again
          </button>
        </div>
      )}
      {current && stage.kind !== 'quiz' && (
        <section className="page-section animal-guide-page__current" aria-labelledby="animal-guide-current">
          <h2 id="animal-guide-current">
            <span aria-hidden="true">{current.emoji}</span> {viewer.kind === 'profile' ? `Your guide is ${current.name}` : `You chose ${current.name}`}
          </h2>
          <p>{current.description}</p>
          {viewer.kind === 'profile' ? (
            <p role={justSaved === current.id ? 'status' : undefined}>
              {justSaved === current.id ? `${current.name} is now your guide. ` : ''}
              {current.name} sits beside your mentor in <Link to={chat}>your chat</Link> and says hello when you start a conversation.
            </p>
          ) : (
            <p>
              <Link to={routePath('signup')}>Create an account</Link> to keep {current.name} as your guide: it will sit beside your mentor in your chat.
            </p>
          )}
        </section>
      )}
      <FormAlert message={problem} />
      {stage.kind === 'start' && (
        <p className="page-actions">
          <button type="button" className="page-button page-button--primary" onClick={() => setStage({ kind: 'quiz' })}>
            {current ? 'Take the quiz again' : 'Start the quiz'}
          </button>
          <button type="button" className="page-button" onClick={() => setStage({ kind: 'result', suggested: null })}>
            See all the guides
          </button>
        </p>
      )}
      {stage.kind === 'quiz' && <AnimalGuideQuiz mode={mode} onFinished={finished} />}
      {stage.kind === 'result' && (
        <>
          <AnimalGuideChooser suggested={stage.suggested} current={currentId} onChoose={(id) => void choose(id)} saving={saving.isLoading ? savingId : null} />
          <p className="page-actions">
            <button type="button" className="page-button" onClick={() => setStage({ kind: 'quiz' })}>
              Take the quiz again
            </button>
          </p>
        </>
      )}
    </article>
  );
}

export default SpiritAnimalPage;
