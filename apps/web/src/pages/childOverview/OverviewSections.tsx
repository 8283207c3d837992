import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { alertCategoryText, type ParentOverview, type ParentOverviewTeen, type ParentOverviewYoung } from '@grove/api-contract';
import { RadarTable } from '@grove/radar/react';
import { ALERT_SEVERITY_WORDS, routePath } from '@grove/session-family';

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const dateOnly = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
// The overview's days are UTC days (`YYYY-MM-DD`): shown as that day, whatever the browser's zone.
const dayName = new Intl.DateTimeFormat(undefined, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });

/** A time as the overview shows it. */
export function overviewTime(iso: string): string {
  return dateTime.format(new Date(iso));
}

/** One part of the overview: a heading, and what it holds or a sentence when it holds nothing. */
function Part({ title, empty, children, id }: { title: string; empty: string | null; children?: ReactNode; id?: string }) {
  const headingId = useId();
  return (
    <section className="page-section child-overview__part" aria-labelledby={headingId} data-part={id}>
      <h2 id={headingId}>{title}</h2>
      {empty !== null ? <p className="child-overview__empty">{empty}</p> : children}
    </section>
  );
}

function ConversationItem({ conversation, name }: { conversation: ParentOverviewYoung['conversations'][number]; name: string }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const count = conversation.messages.length;
  return (
    <li className="child-overview__conversation">
      <button type="button" className="child-overview__toggle" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((shown) => !shown)}>
        <span className="child-overview__toggle-title">{conversation.title || 'A chat'}</span>
        <span className="child-overview__toggle-meta">
          {overviewTime(conversation.updatedAt)} · {count === 1 ? '1 message' : `${count} messages`}
        </span>
      </button>
      <div id={panelId} hidden={!open}>
        {open && (
          <ol className="child-overview__messages" aria-label={`Messages of “${conversation.title || 'A chat'}”`}>
            {conversation.messages.map((message, index) => (
              <li key={`${message.createdAt}-${index}`} data-role={message.role}>
                <span className="child-overview__speaker">{message.role === 'user' ? name : 'Grove'}</span>
                <p>{message.content}</p>
              </li>
            ))}
          </ol>
        )}
      </div>
    </li>
  );
}

function Conversations({ overview }: { overview: ParentOverviewYoung }) {
  const name = overview.displayName;
  return (
    <Part title="Chats" id="conversations" empty={overview.conversations.length === 0 ? `${name} has not chatted with Grove in the last 30 days.` : null}>
      <p>Every chat of the last 30 days. Open one to read it.</p>
      <ul className="child-overview__conversations">
        {overview.conversations.map((conversation) => (
          <ConversationItem key={conversation.id} conversation={conversation} name={name} />
        ))}
      </ul>
    </Part>
  );
}

function JournalEntries({ overview }: { overview: ParentOverviewYoung }) {
  const name = overview.displayName;
  return (
    <Part
      title="Journal entries"
      id="journalEntries"
      empty={overview.journalEntries.length === 0 ? `No journal entries from the last 30 days (or you have chosen not to read ${name}'s journal).` : null}
    >
      <ul className="child-overview__entries">
        {overview.journalEntries.map((entry) => (
          <li key={entry.id}>
            <time dateTime={entry.createdAt}>{overviewTime(entry.createdAt)}</time>
            {entry.promptText && <p className="child-overview__muted">Prompt: {entry.promptText}</p>}
            <p>{entry.content}</p>
          </li>
        ))}
      </ul>
      <p>
        <Link to={`${routePath('journal')}?profile=${encodeURIComponent(overview.childId)}`}>Open {name}'s journal</Link>
      </p>
    </Part>
  );
}

function Topics({ overview }: { overview: ParentOverviewTeen }) {
  return (
    <Part title="Topics this week" id="topics" empty={overview.topics.length === 0 ? 'No topics in the last 7 days.' : null}>
      <ul className="child-overview__topics" aria-label="Topics of the last 7 days">
        {overview.topics.map((topic) => (
          <li key={topic.tag}>
            {topic.tag} <span className="child-overview__muted">× {topic.count}</span>
          </li>
        ))}
      </ul>
    </Part>
  );
}

function TimePerDay({ overview }: { overview: ParentOverview }) {
  const most = Math.max(1, ...overview.timePerDay.map((day) => day.minutes));
  const total = overview.timePerDay.reduce((sum, day) => sum + day.minutes, 0);
  return (
    <Part title="Time with Grove" id="timePerDay" empty={null}>
      <p>{total === 0 ? 'No time with Grove in the last 7 days.' : `${total} ${total === 1 ? 'minute' : 'minutes'} in the last 7 days.`}</p>
      <table className="child-overview__time">
        <caption>Minutes with Grove each day</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Minutes</th>
          </tr>
        </thead>
        <tbody>
          {overview.timePerDay.map((day) => (
            <tr key={day.day}>
              <th scope="row">
                <time dateTime={day.day}>{dayName.format(new Date(`${day.day}T00:00:00Z`))}</time>
              </th>
              <td>
                <span className="child-overview__bar" aria-hidden="true" style={{ inlineSize: `${(day.minutes / most) * 100}%` }} />
                <span className="child-overview__minutes">{day.minutes}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Part>
  );
}

function Radar({ overview }: { overview: ParentOverview }) {
  const nothing = overview.radar.is_synthetic;
  return (
    <Part title={overview.band === 'young' ? 'This week' : "This week's trend"} id="radar" empty={null}>
      {nothing ? (
        <p className="child-overview__empty">Nothing to read for this week yet.</p>
      ) : (
        <RadarTable chart={overview.radar} mode={overview.contentMode} />
      )}
      <p>
        <Link to={`${routePath('wellness')}?profile=${encodeURIComponent(overview.childId)}`}>Open {overview.displayName}'s weekly radar</Link>
      </p>
    </Part>
  );
}

function Summaries({ overview }: { overview: ParentOverviewTeen }) {
  const name = overview.displayName;
  return (
    <Part title="Journal summaries" id="journalSummaries" empty={overview.journalSummaries.length === 0 ? `${name} has not approved a weekly summary for you yet.` : null}>
      <p>The weekly summaries {name} approved for you. The entries stay {name}'s.</p>
      <ul className="child-overview__entries">
        {overview.journalSummaries.map((summary) => (
          <li key={summary.id}>
            <span className="child-overview__muted">Week of {dateOnly.format(new Date(summary.weekStart))}</span>
            <p>{summary.text}</p>
          </li>
        ))}
      </ul>
    </Part>
  );
}

function Memories({ overview }: { overview: ParentOverview }) {
  const name = overview.displayName;
  return (
    <Part title="Memories" id="memories" empty={overview.memories.length === 0 ? `Grove does not remember anything about ${name} yet.` : null}>
      <ul className="child-overview__memories">
        {overview.memories.map((memory) => (
          <li key={memory.id}>
            {memory.content}
            {memory.status === 'pending' && <span className="child-overview__tag"> · waiting for your approval</span>}
            {memory.status === 'expired' && <span className="child-overview__tag"> · expired</span>}
          </li>
        ))}
      </ul>
      <p>
        <Link to={`${routePath('memories')}?profile=${encodeURIComponent(overview.childId)}`}>Approve, pin or delete {name}'s memories</Link>
      </p>
    </Part>
  );
}

function FlaggedExcerpts({ overview }: { overview: ParentOverviewTeen }) {
  return (
    <Part title="Flagged sentences" id="flaggedExcerpts" empty={overview.flaggedExcerpts.length === 0 ? "Grove's safety check has not flagged anything." : null}>
      <p>Only the sentence the safety check caught, never the rest of the chat.</p>
      <ul className="child-overview__flags">
        {overview.flaggedExcerpts.map((flag, index) => (
          <li key={`${flag.at}-${index}`} data-severity={flag.severity}>
            <p className="child-overview__flag-head">
              <strong>{ALERT_SEVERITY_WORDS[flag.severity]}</strong> · {alertCategoryText(flag.category)} · <time dateTime={flag.at}>{overviewTime(flag.at)}</time>
            </p>
            {flag.excerpt !== null ? (
              <blockquote>
                <p>{flag.excerpt}</p>
              </blockquote>
            ) : (
              <p className="child-overview__muted">{`No words shown: a journal entry's words stay ${overview.displayName}'s, and old excerpts are cleared with your retention setting.`}</p>
            )}
          </li>
        ))}
      </ul>
    </Part>
  );
}

/** The overview's parts for the child's band, in the order a parent reads them (issue 18, point 1). */
export function OverviewSections({ overview }: { overview: ParentOverview }) {
  if (overview.band === 'young') {
    return (
      <>
        <Conversations overview={overview} />
        <JournalEntries overview={overview} />
        <Radar overview={overview} />
        <TimePerDay overview={overview} />
        <Memories overview={overview} />
      </>
    );
  }
  return (
    <>
      <FlaggedExcerpts overview={overview} />
      <Topics overview={overview} />
      <TimePerDay overview={overview} />
      <Radar overview={overview} />
      <Summaries overview={overview} />
      <Memories overview={overview} />
    </>
  );
}
