import { useEffect, useId, useRef, type MouseEvent } from 'react';
import { OLD_STORIES } from '../index';
import type { OldStory, StoryOrigin, WonderMode } from '../index';
import './wonderStories.css';

/** The origins in the order the filter shows them, with their names on screen. */
export const OLD_STORY_ORIGINS: ReadonlyArray<{ origin: StoryOrigin; label: string }> = [
  { origin: 'Aesop', label: 'Aesop' },
  { origin: 'Grimm', label: 'Grimm' },
  { origin: 'Andersen', label: 'Andersen' },
  { origin: 'Perrault', label: 'Perrault' },
  { origin: 'Folk', label: 'Folk tales' },
];

/** Where a story comes from, as its list entry says it: "An Aesop fable". */
export function oldStorySourceText(story: OldStory): string {
  const source = story.source.trim();
  return `${source.charAt(0).toUpperCase()}${source.slice(1)}`;
}

/** Where a story comes from, as its reading view says it: "An Aesop fable, retold for Grove". */
export function oldStorySourceLine(story: OldStory): string {
  return `${oldStorySourceText(story)}, retold for Grove`;
}

/** What the list says of the stories shown ("7 stories from Aesop", "All 30 stories"). */
export function oldStoryCountText(count: number, origin: StoryOrigin | null): string {
  const stories = count === 1 ? 'story' : 'stories';
  if (origin === null) return `All ${count} ${stories}`;
  const label = OLD_STORY_ORIGINS.find((choice) => choice.origin === origin)?.label ?? origin;
  return origin === 'Folk' ? `${count} folk ${count === 1 ? 'tale' : 'tales'}` : `${count} ${stories} from ${label}`;
}

/** Props of {@link OldStoryList}. */
export interface OldStoryListProps {
  /** The reader's content mode: the words around the list are simpler for G (the list itself suits every age). */
  mode: WonderMode;
  /** The origin shown, or null for all (kept by the page, e.g. in the address, so it survives reading a story). */
  origin: StoryOrigin | null;
  /** The reader chose another origin (or all). */
  onOriginChange: (origin: StoryOrigin | null) => void;
  /** The address of a story's reading view (a real link: it opens in a new tab too). */
  hrefOf: (story: OldStory) => string;
  /** A plain click on a story's link: the page opens the reading view itself. */
  onOpen: (story: OldStory) => void;
  /** The story whose link takes focus when the list appears (the one the reader has just come back from). */
  focusStoryId?: string | null;
  /** The stories (OLD_STORIES unless a test passes its own). */
  stories?: readonly OldStory[];
}

function plainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * The old stories to choose from (issue 21, point 5): each with its title (a link to its reading view),
 * where it comes from and one line of what happens, in a compact grid that stays readable with thirty
 * stories; a filter by origin (a radio group: all, Aesop, Grimm, Andersen, Perrault, folk tales) with
 * each origin's count, and a polite line saying how many are shown.
 */
export function OldStoryList({ mode, origin, onOriginChange, hrefOf, onOpen, focusStoryId = null, stories = OLD_STORIES }: OldStoryListProps) {
  const baseId = useId();
  const links = useRef(new Map<string, HTMLAnchorElement>());
  const shown = origin === null ? stories : stories.filter((story) => story.origin === origin);
  const young = mode === 'G';

  // Coming back from a story: the keyboard is where it left, on that story's link.
  useEffect(() => {
    if (focusStoryId === null) return;
    links.current.get(focusStoryId)?.focus();
  }, [focusStoryId]);

  function countOf(choice: StoryOrigin | null): number {
    return choice === null ? stories.length : stories.filter((story) => story.origin === choice).length;
  }

  return (
    <section className="grove-old-stories" aria-labelledby={`${baseId}-title`} data-mode={mode}>
      <h2 id={`${baseId}-title`} className="grove-old-stories__title">
        {young ? 'Pick a story' : 'Choose a story'}
      </h2>
      <fieldset className="grove-old-stories__filter">
        <legend>{young ? 'Stories from' : 'Show stories from'}</legend>
        <div className="grove-stories-chips">
          {[null, ...OLD_STORY_ORIGINS.map((choice) => choice.origin)].map((choice) => {
            const count = countOf(choice);
            if (choice !== null && count === 0) return null;
            const label = choice === null ? 'All' : (OLD_STORY_ORIGINS.find((entry) => entry.origin === choice)?.label ?? choice);
            return (
              <label key={choice ?? 'all'} className="grove-stories-chip">
                <input
                  type="radio"
                  className="grove-stories-chip__input"
                  name={`${baseId}-origin`}
                  value={choice ?? 'all'}
                  checked={origin === choice}
                  onChange={() => onOriginChange(choice)}
                />
                <span className="grove-stories-chip__label">
                  {label} <span className="grove-stories-chip__count">({count})</span>
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
      <p className="grove-old-stories__count" role="status">
        {oldStoryCountText(shown.length, origin)}
      </p>
      <ul className="grove-old-stories__items">
        {shown.map((story) => (
          <li key={story.id} className="grove-old-stories__item" data-origin={story.origin}>
            <h3 className="grove-old-stories__name">
              <a
                ref={(element) => {
                  if (element) links.current.set(story.id, element);
                  else links.current.delete(story.id);
                }}
                href={hrefOf(story)}
                onClick={(event) => {
                  if (!plainClick(event)) return;
                  event.preventDefault();
                  onOpen(story);
                }}
              >
                {story.title}
              </a>
            </h3>
            <p className="grove-old-stories__source">{oldStorySourceText(story)}</p>
            <p className="grove-old-stories__summary">{story.summary}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
