import { useId, useState } from 'react';
import { memoryApiErrorMessage, useMemoryTimelineQuery, type MemoryTimelineUnit } from './memoryApi';
import { MemoryBadges, MemorySource, memoryDateText, type MemorySourceLink, type MemoryViewer } from './memoryDisplay';
import './memory.css';

/** Props of {@link MemoryTimeline}. */
export interface MemoryTimelineProps {
  /** Whose timeline: the account's uid or a child's id. */
  profileId: string;
  /** The grouping shown first; week by default. */
  initialUnit?: MemoryTimelineUnit;
  /** `parent` when a parent looks at a child's memories (the badges read for the parent). */
  viewer?: MemoryViewer;
  /** The link to a memory's source conversation. */
  sourceLink?: MemorySourceLink;
  /**
   * Minutes east of UTC, so days break at the person's midnight; this browser's zone by default.
   * Tests and previews pass a fixed one.
   */
  tzOffset?: number;
}

const UNITS: ReadonlyArray<{ unit: MemoryTimelineUnit; label: string }> = [
  { unit: 'day', label: 'Day' },
  { unit: 'week', label: 'Week' },
  { unit: 'month', label: 'Month' },
];

function browserTzOffset(): number {
  return -new Date().getTimezoneOffset();
}

/**
 * The memory timeline (issue 15): a profile's kept memories grouped by day, week or month, newest
 * first, each with its badges and a link to the conversation it came from. Loading, empty and error
 * (Try again) states.
 */
export function MemoryTimeline({ profileId, initialUnit = 'week', viewer = 'self', sourceLink, tzOffset }: MemoryTimelineProps) {
  const [unit, setUnit] = useState<MemoryTimelineUnit>(initialUnit);
  const [zone] = useState(() => tzOffset ?? browserTzOffset());
  const timeline = useMemoryTimelineQuery({ profileId, unit, tzOffset: zone }, { refetchOnMountOrArgChange: true });
  const headingId = useId();
  // While another grouping loads, the previous one stays on screen (dimmed by aria-busy's style).
  const data = timeline.data;

  let body;
  if (data === undefined && (timeline.isLoading || timeline.isFetching)) {
    body = (
      <p className="grove-memory-list__status" role="status">
        Loading the timeline…
      </p>
    );
  } else if (data === undefined) {
    body = (
      <div className="grove-memory-list__error" role="alert">
        <p>The timeline could not be loaded. {memoryApiErrorMessage(timeline.error)}</p>
        <button type="button" className="grove-button grove-button--secondary" onClick={() => void timeline.refetch()}>
          Try again
        </button>
      </div>
    );
  } else if (data.groups.length === 0) {
    body = <p className="grove-memory-list__empty">Nothing on the timeline yet. Memories appear here on the day they were saved.</p>;
  } else {
    body = (
      <ol className="grove-memory-timeline__groups">
        {data.groups.map((group) => (
          <li key={group.key} className="grove-memory-timeline__group">
            <h3 className="grove-memory-timeline__label">
              <time dateTime={group.startsAt}>{group.label}</time>
            </h3>
            <ul className="grove-memory-list__items">
              {group.memories.map((memory) => (
                <li key={memory.id} className="grove-memory" data-state={memory.state}>
                  <p className="grove-memory__content">{memory.content}</p>
                  <div className="grove-memory__meta">
                    <MemoryBadges memory={memory} viewer={viewer} />
                    <span className="grove-memory__when">
                      {memoryDateText(memory.createdAt)} · <MemorySource memory={memory} sourceLink={sourceLink} />
                    </span>
                  </div>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    );
  }

  return (
    <section className="grove-memory-timeline" aria-labelledby={headingId} aria-busy={timeline.isFetching}>
      <h2 id={headingId} className="grove-memory-list__title">
        Memory timeline
      </h2>
      <div className="grove-memory-timeline__units" role="group" aria-label="Group memories by">
        {UNITS.map((option) => (
          <button
            key={option.unit}
            type="button"
            className="grove-button grove-button--secondary"
            aria-pressed={unit === option.unit}
            onClick={() => setUnit(option.unit)}
          >
            {option.label}
          </button>
        ))}
      </div>
      {body}
    </section>
  );
}
