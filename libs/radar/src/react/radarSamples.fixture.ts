import type { EmotionalMetricsResult, RadarChart } from '@grove/api-contract';
import { RADAR_AXES, type RadarAxis } from '../index';

/** The previews' "now": Wednesday 25 November 2026, in the week of Monday 23 November. */
export const SAMPLE_WEEK = '2026-11-23';

type Detail = RadarChart['details'][RadarAxis];

function none(): Detail {
  return { evidenceCount: 0, messageCount: 0, enough: false, evidence: [], override: null };
}

function evidence(phrase: string, text: string, direction: 1 | -1, day: number, source: 'chat' | 'journal' | 'checkin' = 'chat') {
  return { phrase, text, direction, source, at: new Date(Date.UTC(2026, 10, 23 + day, 9 + day)).toISOString() };
}

const mid = Object.fromEntries(RADAR_AXES.map((axis) => [axis, 0.5])) as RadarChart['axes'];
const allEnough = (value: boolean) => Object.fromEntries(RADAR_AXES.map((axis) => [axis, value])) as RadarChart['last_week']['enough'];

/** An adult's week: three bad nights, energy up after runs, one mention of moving (not enough yet). */
export function adultWeekSample(): RadarChart {
  const details = Object.fromEntries(RADAR_AXES.map((axis) => [axis, none()])) as RadarChart['details'];
  details.sleep = {
    evidenceCount: 3,
    messageCount: 3,
    enough: true,
    override: null,
    evidence: [
      evidence('could not sleep', "I couldn't sleep last night, I kept waking up.", -1, 0),
      evidence('barely slept', 'Barely slept again. Lying awake until 3am.', -1, 1, 'journal'),
      evidence('terrible sleep', 'Another night of terrible sleep.', -1, 2, 'checkin'),
    ],
  };
  details.energy = {
    evidenceCount: 3,
    messageCount: 3,
    enough: true,
    override: null,
    evidence: [
      evidence('full of energy', 'Went for a run after work and felt full of energy.', 1, 0),
      evidence('felt energetic', 'Felt energetic all afternoon, got loads done.', 1, 1),
      evidence('full of beans', 'Full of beans today after my walk.', 1, 2),
    ],
  };
  details.activity = { evidenceCount: 1, messageCount: 1, enough: false, override: null, evidence: [evidence('went for a run', 'Went for a run after work and felt full of energy.', 1, 0)] };
  return {
    user_id: 'adult-1',
    week_start: SAMPLE_WEEK,
    axes: { ...mid, sleep: 0.2, energy: 0.8, activity: 0.63 },
    source_tags: ['sleep', 'running', 'work'],
    timestamp: '2026-11-25T12:00:00.000Z',
    is_synthetic: false,
    details,
    removed_tags: [],
    last_week: { week_start: '2026-11-16', axes: { ...mid, sleep: 0.55, energy: 0.6 }, is_synthetic: false, enough: { ...allEnough(false), sleep: true, energy: true } },
    collection: { metrics: true, tags: true },
  };
}

/** A week with no record (SPEC §3): every axis 0.5, synthetic. */
export function syntheticWeekSample(profileId = 'adult-1', weekStart = SAMPLE_WEEK): RadarChart {
  return {
    user_id: profileId,
    week_start: weekStart,
    axes: mid,
    source_tags: [],
    timestamp: '2026-11-25T12:00:00.000Z',
    is_synthetic: true,
    details: Object.fromEntries(RADAR_AXES.map((axis) => [axis, none()])) as RadarChart['details'],
    removed_tags: [],
    last_week: { week_start: '2026-11-16', axes: mid, is_synthetic: true, enough: allEnough(false) },
    collection: { metrics: true, tags: true },
  };
}

/** A 12-year-old's week as the parent sees it: the counts, no evidence. */
export function teenWeekForParentSample(): RadarChart {
  const week = adultWeekSample();
  const details = Object.fromEntries(RADAR_AXES.map((axis): [RadarAxis, Detail] => [axis, { ...week.details[axis], evidence: [] }])) as RadarChart['details'];
  return { ...week, user_id: 'child-leo', details };
}

/** SPEC §3's metrics over 7 days. */
export function metricsSample(profileId = 'adult-1'): EmotionalMetricsResult {
  return {
    metrics: { emotionalAwareness: 0.62, socialConnection: 0.48, resilience: 0.55, growthMindset: 0.7, selfExpression: 0.58 },
    tags: ['sleep', 'running'],
    content_mode: 'FULL',
    analysis_timestamp: '2026-11-25T12:00:00.000Z',
    user_id: profileId,
  };
}
