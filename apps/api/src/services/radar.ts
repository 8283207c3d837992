import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { RadarChart } from '@grove/api-contract';
import {
  RADAR_AXES,
  RADAR_DAY_MS,
  RADAR_SCORING_PERIOD_DAYS,
  RADAR_WEEK_MS,
  radarPatterns,
  radarScoreMessage,
  radarSyntheticRecord,
  radarWeekKey,
  radarWeekRecord,
  radarWeekScores,
  radarWeekStart,
  type RadarAxis,
  type RadarMessageScore,
  type RadarPattern,
  type RadarScoredMessage,
  type RadarScoreOptions,
  type RadarSource,
} from '@grove/radar';
import type { ServerFeatures } from '../config';
import type { Database } from '../db/schema';
import type { MindCompute } from './mindThreads';
import type { ProfileOwner } from './profiles';

/** A message to score for a profile's radar. */
export interface RadarInput {
  text: string;
  source: RadarSource;
  /** The chat message or journal entry it is (scored once); none for a check-in. */
  sourceId: string | null;
  at: Date;
}

/** Whether messages are scored for the radar at all (SPEC §3: the symbolic system and metrics collection flags). */
export function radarCollecting(features: ServerFeatures): boolean {
  return features.symbolicSystem && features.metricsCollection;
}

/** Whether scores keep their symbolic tags (SPEC §3: the tag extraction flag, under the symbolic system). */
export function radarTagging(features: ServerFeatures): boolean {
  return features.symbolicSystem && features.tagExtraction;
}

function radarScoreOptionsOf(owner: ProfileOwner, input: Omit<RadarInput, 'sourceId'>): RadarScoreOptions {
  return { contentMode: owner.contentMode, source: input.source, at: input.at.getTime() };
}

/** Without tag extraction a score keeps no tags. */
function radarScoreShaped(features: ServerFeatures, score: RadarMessageScore): RadarMessageScore {
  return radarTagging(features) ? score : { ...score, tags: [] };
}

/** Scores a text for a profile in its own mode, in this thread (see {@link radarScoreBy}); without tag extraction the score has no tags. */
function radarScoreOf(features: ServerFeatures, owner: ProfileOwner, input: Omit<RadarInput, 'sourceId'>): RadarMessageScore {
  return radarScoreShaped(features, radarScoreMessage(input.text, radarScoreOptionsOf(owner, input)));
}

/** {@link radarScoreOf}, done by `mind` (the app's mind threads, off the event loop) when given. */
export async function radarScoreBy(
  mind: Pick<MindCompute, 'radarScore'> | undefined,
  features: ServerFeatures,
  owner: ProfileOwner,
  input: Omit<RadarInput, 'sourceId'>,
): Promise<RadarMessageScore> {
  return mind ? radarScoreShaped(features, await mind.radarScore(input.text, radarScoreOptionsOf(owner, input))) : radarScoreOf(features, owner, input);
}

/**
 * Scores a message (issue 17) and keeps the score for the profile's radar; a source scored before is
 * not scored again. With metrics collection off the score is computed for the caller and not kept.
 * `mind` does the scoring (the app's mind threads, off the event loop); this thread without it.
 */
export async function radarScoreStore(
  db: Kysely<Database>,
  features: ServerFeatures,
  owner: ProfileOwner,
  input: RadarInput,
  mind?: Pick<MindCompute, 'radarScore'>,
): Promise<RadarMessageScore> {
  const score = await radarScoreBy(mind, features, owner, input);
  if (!radarCollecting(features)) return score;
  await db
    .insertInto('radar_message_scores')
    .values({
      id: randomUUID(),
      user_id: owner.userId,
      child_id: owner.childId,
      profile_id: owner.profileId,
      source: input.source,
      source_id: input.sourceId,
      content_mode: owner.contentMode,
      at: input.at,
      metrics: JSON.stringify(score.metrics),
      tags: JSON.stringify(score.tags),
      contributions: JSON.stringify(score.contributions),
      valence: score.valence,
    })
    .onConflict((oc) => oc.columns(['source', 'source_id']).where('source_id', 'is not', null).doNothing())
    .execute();
  return score;
}

/** A profile's scored messages from `since` (inclusive) to `until` (exclusive). */
export async function radarScoredOf(db: Kysely<Database>, profileId: string, since: Date, until: Date): Promise<RadarScoredMessage[]> {
  const rows = await db
    .selectFrom('radar_message_scores')
    .selectAll()
    .where('profile_id', '=', profileId)
    .where('at', '>=', since)
    .where('at', '<', until)
    .orderBy('at')
    .execute();
  return rows.map((row) => ({
    messageId: row.source_id ?? row.id,
    metrics: row.metrics as unknown as RadarMessageScore['metrics'],
    tags: row.tags as unknown as string[],
    contributions: row.contributions as unknown as RadarMessageScore['contributions'],
    source: row.source,
    contentMode: row.content_mode as RadarMessageScore['contentMode'],
    at: new Date(row.at).getTime(),
    valence: row.valence,
  }));
}

/** The Monday 00:00 UTC a `YYYY-MM-DD` (or any instant) falls in. */
export function radarWeekOf(weekStart: string | undefined, now: Date): number {
  return radarWeekStart(weekStart ? Date.parse(`${weekStart}T00:00:00Z`) : now.getTime());
}

/**
 * Computes a profile's week and stores it in `weekly_radar_scores` (SPEC §3), or — with no scored
 * message that week — returns the synthetic record (every axis 0.5, `is_synthetic`), which is not
 * stored. Returns the week's record with its evidence.
 */
async function radarWeekCompute(db: Kysely<Database>, owner: ProfileOwner, weekStart: number, now: Date) {
  const scored = await radarScoredOf(db, owner.profileId, new Date(weekStart), new Date(weekStart + RADAR_WEEK_MS));
  if (scored.length === 0) return { record: radarSyntheticRecord(owner.profileId, weekStart), week: null };
  const week = radarWeekScores(scored, { weekStart });
  const record = radarWeekRecord(owner.profileId, week, now.getTime());
  await db
    .insertInto('weekly_radar_scores')
    .values({
      profile_id: owner.profileId,
      user_id: owner.userId,
      child_id: owner.childId,
      week_start: record.week_start,
      axes: JSON.stringify(record.axes),
      source_tags: JSON.stringify(record.source_tags),
      is_synthetic: false,
      timestamp: now,
    })
    .onConflict((oc) => oc.columns(['profile_id', 'week_start']).doUpdateSet({ axes: JSON.stringify(record.axes), source_tags: JSON.stringify(record.source_tags), timestamp: now }))
    .execute();
  return { record, week };
}

/**
 * The radar chart of a week: SPEC §3's record, the detail behind each axis (evidence, whether there
 * is enough of it, the person's correction) and last week's axes. `withText: false` leaves the
 * evidence out (a parent of a 9–15 child sees the trend and the counts, not the child's words).
 */
export async function radarChartOf(
  db: Kysely<Database>,
  owner: ProfileOwner,
  weekStart: number,
  now: Date,
  options: { withText: boolean; features: ServerFeatures },
): Promise<RadarChart> {
  // The week's key first: computed inside the array below, a throw there left the two computations
  // already started with no one awaiting them — an unhandled rejection that ended the process.
  const weekKey = radarWeekKey(weekStart);
  const [{ record, week }, last, overrides] = await Promise.all([
    radarWeekCompute(db, owner, weekStart, now),
    radarWeekCompute(db, owner, weekStart - RADAR_WEEK_MS, now),
    db.selectFrom('radar_overrides').selectAll().where('profile_id', '=', owner.profileId).where('week_start', '=', weekKey).execute(),
  ]);
  const overrideOf = new Map(overrides.map((row) => [row.target, row.value]));
  const details = Object.fromEntries(
    RADAR_AXES.map((axis: RadarAxis) => {
      const detail = week?.axes[axis];
      return [
        axis,
        {
          evidenceCount: detail?.evidenceCount ?? 0,
          messageCount: detail?.messageCount ?? 0,
          enough: detail?.enough ?? false,
          // Without text (a 9–15 child's parent) not even the phrases: they are the child's words.
          evidence: (options.withText ? (detail?.evidence ?? []) : []).map((item) => ({
            phrase: item.phrase,
            text: item.evidence,
            direction: item.direction,
            source: item.source,
            at: new Date(item.at).toISOString(),
          })),
          override: overrideOf.get(`axis:${axis}`) ?? null,
        },
      ];
    }),
  ) as RadarChart['details'];
  const removed = overrides.filter((row) => row.target.startsWith('tag:')).map((row) => row.target.slice(4));
  return {
    ...record,
    // The tags the person removed are kept beside, and left out of the week's tags.
    source_tags: record.source_tags.filter((tag) => !removed.includes(tag)),
    details,
    removed_tags: removed,
    last_week: {
      week_start: last.record.week_start,
      axes: last.record.axes,
      is_synthetic: last.record.is_synthetic,
      enough: Object.fromEntries(RADAR_AXES.map((axis: RadarAxis) => [axis, last.week?.axes[axis].enough ?? false])) as RadarChart['last_week']['enough'],
    },
    collection: { metrics: radarCollecting(options.features), tags: radarTagging(options.features) },
  };
}

/** Recomputes every week of the scoring period (30 days, SPEC §9); returns the weeks and how many messages. */
export async function radarRescore(db: Kysely<Database>, owner: ProfileOwner, now: Date): Promise<{ weeks: string[]; messages: number }> {
  const since = now.getTime() - RADAR_SCORING_PERIOD_DAYS * RADAR_DAY_MS;
  const weeks: string[] = [];
  let messages = 0;
  for (let week = radarWeekStart(since); week <= now.getTime(); week += RADAR_WEEK_MS) {
    const { week: computed } = await radarWeekCompute(db, owner, week, now);
    if (computed) {
      weeks.push(radarWeekKey(week));
      messages += computed.messageCount;
    }
  }
  return { weeks, messages };
}

/** Recurring themes over the last `periodDays` days. */
export async function radarPatternsOf(db: Kysely<Database>, profileId: string, periodDays: number, now: Date): Promise<RadarPattern[]> {
  const scored = await radarScoredOf(db, profileId, new Date(now.getTime() - periodDays * RADAR_DAY_MS), new Date(now.getTime() + 1));
  return radarPatterns(scored, { now: now.getTime(), periodDays });
}

/** The profile's tags over the last `periodDays` days with how often each came up, most frequent first. */
export async function radarTagsOf(db: Kysely<Database>, profileId: string, periodDays: number, now: Date): Promise<Array<{ tag: string; count: number }>> {
  const scored = await radarScoredOf(db, profileId, new Date(now.getTime() - periodDays * RADAR_DAY_MS), new Date(now.getTime() + 1));
  const counts = new Map<string, number>();
  for (const message of scored) for (const tag of message.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([tag, count]) => ({ tag, count }));
}

/** The mean of the profile's metrics over the last `periodDays` days (0.5 each with nothing scored), and their tags. */
export async function radarMetricsOf(db: Kysely<Database>, profileId: string, periodDays: number, now: Date): Promise<{ metrics: RadarMessageScore['metrics']; tags: string[]; count: number }> {
  const scored = await radarScoredOf(db, profileId, new Date(now.getTime() - periodDays * RADAR_DAY_MS), new Date(now.getTime() + 1));
  const keys = ['emotionalAwareness', 'socialConnection', 'resilience', 'growthMindset', 'selfExpression'] as const;
  const metrics = Object.fromEntries(keys.map((key) => [key, scored.length === 0 ? 0.5 : scored.reduce((sum, item) => sum + item.metrics[key], 0) / scored.length])) as RadarMessageScore['metrics'];
  const tags = (await radarTagsOf(db, profileId, periodDays, now)).slice(0, 10).map((item) => item.tag);
  return { metrics, tags, count: scored.length };
}
