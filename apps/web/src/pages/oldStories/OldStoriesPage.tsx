import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { routePath } from '@grove/session-family';
import { useDefaultChatDestination } from '@grove/session-family/react';
import { OLD_STORIES, oldStoryById, type OldStory, type StoryOrigin, type WonderMode } from '@grove/wonder';
import { OldStoryList, OldStoryReader } from '@grove/wonder/react';
import { LoadingSpinner } from '@grove/ui-glass/react';
import { selectAuthSnapshot } from '../../app/authSlice';
import { useAppSelector } from '../../app/hooks';
import { chatSayPath } from '../chat/chatSay';
import { oldStorySayText } from '../oracle/wonderWords';
import { useDocumentTitle } from '../useDocumentTitle';
import { useViewerProfile } from '../useViewerProfile';
import '../pages.css';
import './oldStories.css';

/** What the page says when `?story=` names no story. */
export const OLD_STORY_NOT_FOUND = 'That story is not on our shelf. Choose one from the list.';

/** The line under the title, in words for the age. */
const OLD_STORIES_LEAD: Readonly<Record<WonderMode, string>> = {
  G: 'Stories from long ago, told in a gentle way for you. Pick one to read, or to hear out loud.',
  PG: 'Fables, fairy tales and folk tales from around the world, retold for Grove. Read one, listen to it, then say what you thought.',
  FULL: 'Fables, fairy tales and folk tales from Aesop, the Brothers Grimm, Andersen, Perrault and traditions around the world, retold for Grove in full. Read or listen, then talk over what they leave you with.',
};

/** What the page remembers in the history entry of a story it opened from its list. */
interface OpenedFromList {
  fromList: true;
}

const ORIGINS = new Set<string>(OLD_STORIES.map((story) => story.origin));

function originOf(value: string | null): StoryOrigin | null {
  return value !== null && ORIGINS.has(value) ? (value as StoryOrigin) : null;
}

function openedFromList(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as Partial<OpenedFromList>).fromList === true;
}

/**
 * /old-stories (SPEC §2, issue 21 point 5; signed in): thirty public-domain tales retold for Grove.
 * The list (filtered by origin with `?origin=`), and `?story=<id>` the reading view: the telling for
 * the profile's mode (a child's G or PG, an adult's FULL), read-aloud, and "What did you think?",
 * which opens the default chat with the telling's question in the composer (`?say=`). Opening a story
 * takes the keyboard to its title; Back to the stories returns it to that story's link.
 */
export function OldStoriesPage() {
  const viewer = useViewerProfile();
  const account = useAppSelector(selectAuthSnapshot);
  const chat = useDefaultChatDestination(account);
  const navigate = useNavigate();
  const location = useLocation();
  const [search, setSearch] = useSearchParams();
  const storyId = search.get('story');
  const origin = originOf(search.get('origin'));
  const story: OldStory | undefined = storyId === null ? undefined : oldStoryById(storyId);
  // Focus moves only after the reader moved between the list and a story here, never on a fresh load.
  const [view, setView] = useState<{ storyId: string | null; moved: boolean; leftStory: string | null }>({ storyId, moved: false, leftStory: null });
  if (view.storyId !== storyId) setView({ storyId, moved: true, leftStory: view.storyId ?? view.leftStory });
  useDocumentTitle(story ? `Grove — ${story.title}` : 'Grove — Old stories');

  if (viewer.kind === 'loading') return <LoadingSpinner />;
  if (viewer.kind === 'visitor') {
    return (
      <article className="page old-stories-page" aria-labelledby="old-stories-title">
        <h1 id="old-stories-title">Old stories</h1>
        <p className="page-lead">
          <Link to={routePath('login')}>Sign in</Link> to read the old stories.
        </p>
      </article>
    );
  }
  const mode = viewer.mode;

  function listSearch(): URLSearchParams {
    const next = new URLSearchParams(search);
    next.delete('story');
    return next;
  }

  function storySearch(chosen: OldStory): string {
    const next = listSearch();
    next.set('story', chosen.id);
    return `?${next.toString()}`;
  }

  function backToList(): void {
    // The list is the entry before the story when the story was opened from it: go back to it, so the
    // browser's Back then leaves the page as expected.
    if (openedFromList(location.state)) void navigate(-1);
    else setSearch(listSearch());
  }

  return (
    <article className="page old-stories-page" aria-labelledby="old-stories-title">
      {storyId === null ? (
        <>
          <h1 id="old-stories-title">Old stories</h1>
          <p className="page-lead">{OLD_STORIES_LEAD[mode]}</p>
          <OldStoryList
            mode={mode}
            origin={origin}
            onOriginChange={(next) =>
              setSearch(
                (current) => {
                  const changed = new URLSearchParams(current);
                  if (next === null) changed.delete('origin');
                  else changed.set('origin', next);
                  return changed;
                },
                { replace: true },
              )
            }
            hrefOf={(chosen) => `${routePath('oldStories')}${storySearch(chosen)}`}
            onOpen={(chosen) => void navigate({ search: storySearch(chosen) }, { state: { fromList: true } satisfies OpenedFromList })}
            focusStoryId={view.moved ? view.leftStory : null}
          />
        </>
      ) : (
        <>
          <h1 id="old-stories-title" className="old-stories-page__title">
            Old stories
          </h1>
          {story ? (
            <OldStoryReader
              key={story.id}
              story={story}
              mode={mode}
              focusTitle={view.moved}
              onBack={backToList}
              onThink={(question) => void navigate(chatSayPath(chat, oldStorySayText(story, question)))}
            />
          ) : (
            <p className="page-lead" role="alert">
              {OLD_STORY_NOT_FOUND}{' '}
              <Link to={{ search: listSearch().toString() }}>Back to the stories</Link>
            </p>
          )}
        </>
      )}
    </article>
  );
}

export default OldStoriesPage;
