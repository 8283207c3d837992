import { useId, useState } from 'react';
import type { RadarChart } from '@grove/api-contract';
import { apiErrorMessage } from '@grove/api-client';
import { RADAR_AXES, RADAR_NOT_ENOUGH, radarAxisWords, radarEvidenceWords, radarPercent, radarReadingWords, type RadarAxis, type RadarContentMode } from '../index';
import { useRadarAxisCorrectMutation, useRadarInsightFeedbackMutation } from './radarApi';
import type { RadarViewer } from './RadarView';

/** Props of {@link RadarAxisDetails}. */
export interface RadarAxisDetailsProps {
  chart: RadarChart;
  mode: RadarContentMode;
  profileId: string;
  viewer: RadarViewer;
  /** A 9–15 child's parent: the counts, not the evidence. */
  trendOnly: boolean;
}

/** The three answers to "this doesn't feel right", as the value kept beside Grove's reading. */
const CORRECTIONS: ReadonlyArray<{ value: number; adult: string; child: string }> = [
  { value: 0.25, adult: 'Harder than this', child: 'Not so good' },
  { value: 0.5, adult: 'In between', child: 'Okay' },
  { value: 0.75, adult: 'Better than this', child: 'Really good' },
];

/** The words of a correction the person made. */
function correctionWords(value: number, mode: RadarContentMode): string {
  const nearest = CORRECTIONS.reduce((best, option) => (Math.abs(option.value - value) < Math.abs(best.value - value) ? option : best));
  return mode === 'G' ? nearest.child : nearest.adult;
}

function dayOf(at: string): string {
  return new Date(at).toLocaleDateString('en-GB', { weekday: 'long', timeZone: 'UTC' });
}

const SOURCE_WORDS = { chat: 'in a chat', journal: 'in the journal', checkin: 'in a check-in' } as const;

/**
 * The phrase as it may be written: the scorer matches a normalised form ("could not sleep", "i am"),
 * the sentence keeps the person's own ("couldn't sleep", "I'm").
 */
function phrasePattern(phrase: string): RegExp {
  const words = phrase.toLowerCase().split(/\s+/).filter(Boolean);
  let source = '';
  words.forEach((word, index) => {
    const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    if (index === 0) source = escaped;
    else if (word === 'not') source += "(?:n['’]?t|\\s*not)";
    else if (word === 'am' && words[index - 1] === 'i') source += "(?:['’]?m|\\s+am)";
    else source += `[\\s'’-]+${escaped}`;
  });
  return new RegExp(source, 'i');
}

/** The sentence with the phrase that moved the axis marked. */
function Sentence({ text, phrase }: { text: string; phrase: string }) {
  const found = phrase.trim() === '' ? null : phrasePattern(phrase).exec(text);
  if (!found) return <>“{text}”</>;
  return (
    <>
      “{text.slice(0, found.index)}
      <mark>{found[0]}</mark>
      {text.slice(found.index + found[0].length)}”
    </>
  );
}

/**
 * What is behind each area of the week (issue 17, point 4): the reading in words, "3 messages about
 * sleep this week", the evidence (the sentence, the words that counted, which way, where and when),
 * and for the person "This doesn't feel right", which keeps their own reading beside Grove's
 * (`POST /api/symbolic-override`), and "Was this helpful?" (`POST /api/insight-feedback`).
 */
export function RadarAxisDetails({ chart, mode, profileId, viewer, trendOnly }: RadarAxisDetailsProps) {
  const headingId = useId();
  return (
    <section className="grove-radar-details" aria-labelledby={headingId}>
      <h3 id={headingId} className="grove-radar__subtitle">
        {mode === 'G' ? 'What each part means' : 'Behind each area'}
      </h3>
      <ul className="grove-radar-details__list">
        {RADAR_AXES.map((axis) => (
          <li key={axis}>
            <AxisDetail axis={axis} chart={chart} mode={mode} profileId={profileId} viewer={viewer} trendOnly={trendOnly} />
          </li>
        ))}
      </ul>
    </section>
  );
}

interface AxisDetailProps extends Omit<RadarAxisDetailsProps, 'chart'> {
  axis: RadarAxis;
  chart: RadarChart;
}

function AxisDetail({ axis, chart, mode, profileId, viewer, trendOnly }: AxisDetailProps) {
  const detail = chart.details[axis];
  const words = radarAxisWords(axis, mode);
  const enough = !chart.is_synthetic && detail.enough;
  const reading = enough ? `${radarReadingWords(chart.axes[axis], mode)} (${radarPercent(chart.axes[axis])})` : RADAR_NOT_ENOUGH;
  const behind = detail.messageCount > 0 ? radarEvidenceWords(axis, detail.messageCount, mode) : mode === 'G' ? 'Nothing yet this week' : `Nothing about ${words.topic} yet this week`;
  return (
    <details className="grove-radar-axis" data-axis={axis}>
      <summary>
        <span className="grove-radar-axis__label">{words.label}</span>
        <span className="grove-radar-axis__reading">{reading}</span>
        <span className="grove-radar__muted">{behind}</span>
      </summary>
      <div className="grove-radar-axis__body">
        <p className="grove-radar__muted">{words.about}</p>
        {!enough && detail.messageCount > 0 && (
          <p className="grove-radar__muted">{mode === 'G' ? 'A few more times and this part will show.' : 'Three mentions make a reading; until then this area shows as not enough yet.'}</p>
        )}
        {!trendOnly && detail.evidence.length > 0 && (
          <ul className="grove-radar-axis__evidence" aria-label={`Evidence for ${words.label}`}>
            {detail.evidence.map((item, index) => (
              <li key={`${item.at}-${index}`}>
                <span className={item.direction === 1 ? 'grove-radar-axis__up' : 'grove-radar-axis__down'}>{item.direction === 1 ? 'Lifts it' : 'Lowers it'}</span>{' '}
                <Sentence text={item.text} phrase={item.phrase} />{' '}
                <span className="grove-radar__muted">
                  {SOURCE_WORDS[item.source]}, {dayOf(item.at)}
                </span>
              </li>
            ))}
          </ul>
        )}
        {viewer === 'self' && (
          <>
            <AxisCorrection axis={axis} chart={chart} mode={mode} profileId={profileId} label={words.label} />
            {enough && <AxisFeedback axis={axis} profileId={profileId} />}
          </>
        )}
        {viewer === 'parent' && detail.override !== null && (
          <p className="grove-radar__override">
            {mode === 'G' ? 'Your child said' : 'Your child said this area felt'}: {correctionWords(detail.override, mode).toLowerCase()}.
          </p>
        )}
      </div>
    </details>
  );
}

function AxisCorrection({ axis, chart, mode, profileId, label }: { axis: RadarAxis; chart: RadarChart; mode: RadarContentMode; profileId: string; label: string }) {
  const [open, setOpen] = useState(false);
  const [correct, correcting] = useRadarAxisCorrectMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const groupId = useId();
  const override = chart.details[axis].override;

  async function send(value: number | null): Promise<void> {
    setProblem(null);
    try {
      await correct({ profileId, weekStart: chart.week_start, axis, value }).unwrap();
      setOpen(false);
    } catch (error) {
      setProblem(apiErrorMessage(error, 'Your answer could not be saved. Try again.'));
    }
  }

  return (
    <div className="grove-radar-axis__correct">
      {override !== null && (
        <p className="grove-radar__override" role="status">
          You said: {correctionWords(override, mode)}. Grove keeps your answer beside its own reading.{' '}
          <button type="button" className="grove-button grove-button--ghost" onClick={() => void send(null)} disabled={correcting.isLoading}>
            Take my answer back
          </button>
        </p>
      )}
      {!open ? (
        <button type="button" className="grove-button" onClick={() => setOpen(true)} aria-expanded={false}>
          {mode === 'G' ? "That's not right" : "This doesn't feel right"}
        </button>
      ) : (
        <div role="group" aria-labelledby={groupId} className="grove-radar-axis__choices">
          <p id={groupId}>{mode === 'G' ? `How was ${label.toLowerCase()} this week?` : `How did ${label.toLowerCase()} really feel this week?`}</p>
          {CORRECTIONS.map((option) => (
            <button key={option.value} type="button" className="grove-button" onClick={() => void send(option.value)} disabled={correcting.isLoading}>
              {mode === 'G' ? option.child : option.adult}
            </button>
          ))}
          <button type="button" className="grove-button grove-button--ghost" onClick={() => setOpen(false)}>
            Cancel
          </button>
        </div>
      )}
      {problem && (
        <p className="grove-radar__error" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}

function AxisFeedback({ axis, profileId }: { axis: RadarAxis; profileId: string }) {
  const [send, sending] = useRadarInsightFeedbackMutation();
  const [answered, setAnswered] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function answer(helpful: boolean): Promise<void> {
    setProblem(null);
    try {
      await send({ profileId, insight: `axis:${axis}`, helpful }).unwrap();
      setAnswered(true);
    } catch (error) {
      setProblem(apiErrorMessage(error, 'Your answer could not be saved. Try again.'));
    }
  }

  if (answered) return <p className="grove-radar__muted" role="status">Thanks — noted.</p>;
  return (
    <div className="grove-radar-axis__feedback" role="group" aria-label="Was this reading helpful?">
      <span className="grove-radar__muted">Was this helpful?</span>
      <button type="button" className="grove-button grove-button--ghost" onClick={() => void answer(true)} disabled={sending.isLoading}>
        Yes
      </button>
      <button type="button" className="grove-button grove-button--ghost" onClick={() => void answer(false)} disabled={sending.isLoading}>
        No
      </button>
      {problem && (
        <span className="grove-radar__error" role="alert">
          {problem}
        </span>
      )}
    </div>
  );
}
