import type { Kysely } from 'kysely';
import type { ParentOverview } from '@grove/api-contract';
import { memoryIsDeleted } from '@grove/memory';
import { RADAR_DAY_MS, radarWeekStart } from '@grove/radar';
import type { ServerFeatures } from '../config';
import type { ChildRow, Database } from '../db/schema';
import { journalEntryToApi, journalPrivacyOf, journalSeenBy, journalSummariesOf, journalSummaryParentSees, journalSummaryToApi } from './journal';
import { memoryListOf, memoryToApi } from './memories';
import type { ProfileOwner } from './profiles';
import { radarChartOf, radarTagsOf } from './radar';
import { usageMinutesPerDayOf } from './limits';
import { usageDaysEnding } from './usageMinutes';

/** What the overview reads: the database, the moment it is made, and the server's radar flags. */
export interface OverviewDeps {
  db: Kysely<Database>;
  now: Date;
  features: ServerFeatures;
}

/** How far back the overview looks for a young child's conversations and entries, and an older child's flags. */
const OVERVIEW_PERIOD_DAYS = 30;
/** The days of time per day (issue 18: the last 7 days). */
const OVERVIEW_TIME_DAYS = 7;
/** The days of an older child's topics (issue 18: radar tags of the last 7 days). */
const OVERVIEW_TOPIC_DAYS = 7;
/** Caps that keep one answer a readable size: the newest conversations, messages and entries within the period. */
const OVERVIEW_CONVERSATIONS_MAX = 100;
const OVERVIEW_MESSAGES_MAX = 2000;
const OVERVIEW_ENTRIES_MAX = 200;
const OVERVIEW_FLAGS_MAX = 100;

/** A child's profile as the other services take it. */
function ownerOf(child: ChildRow): ProfileOwner {
  const mode = child.content_mode === 'G' || child.content_mode === 'PG' ? child.content_mode : 'FULL';
  return { profileId: child.id, userId: child.parent_id, childId: child.id, contentMode: mode };
}

/** A parent's view by content mode: G (4–8) is `young`; PG (9–15) and any older child's FULL are `teen`, the more private view. */
export function overviewBandOf(contentMode: string): ParentOverview['band'] {
  return contentMode === 'G' ? 'young' : 'teen';
}

/** Minutes with Grove per day over the last 7 days: the usage the time limits count (issue 18, point 4). */
async function timePerDayOf(db: Kysely<Database>, childId: string, now: Date): Promise<Array<{ day: string; minutes: number }>> {
  return usageMinutesPerDayOf(db, childId, usageDaysEnding(now.getTime(), OVERVIEW_TIME_DAYS));
}

/** A young child's conversations of the last 30 days (chats, games and guided ones), newest first, each with its messages of the period. */
async function conversationsOf(db: Kysely<Database>, childId: string, since: Date) {
  const conversations = await db
    .selectFrom('conversations')
    .select(['id', 'title', 'updated_at'])
    .where('child_id', '=', childId)
    .where('updated_at', '>=', since)
    .orderBy('updated_at', 'desc')
    .orderBy('id')
    .limit(OVERVIEW_CONVERSATIONS_MAX)
    .execute();
  if (conversations.length === 0) return [];
  const messages = await db
    .selectFrom('chat_messages')
    .select(['conversation_id', 'role', 'content', 'created_at'])
    .where(
      'conversation_id',
      'in',
      conversations.map((conversation) => conversation.id),
    )
    .where('created_at', '>=', since)
    .orderBy('seq', 'desc')
    .limit(OVERVIEW_MESSAGES_MAX)
    .execute();
  const byConversation = new Map<string, Array<{ role: 'user' | 'assistant'; content: string; createdAt: string }>>();
  for (const message of messages.reverse()) {
    const list = byConversation.get(message.conversation_id) ?? [];
    list.push({ role: message.role, content: message.content, createdAt: new Date(message.created_at).toISOString() });
    byConversation.set(message.conversation_id, list);
  }
  return conversations.map((conversation) => ({
    id: conversation.id,
    title: conversation.title,
    updatedAt: new Date(conversation.updated_at).toISOString(),
    messages: byConversation.get(conversation.id) ?? [],
  }));
}

/**
 * What a parent sees of a child (issue 18, point 1), by age band. Both bands: time per day (7 days),
 * memories (not the deleted ones) and this week's radar. A 4–8 child's (`young`): also the
 * conversations and — unless the parent turned reading it off — the journal entries of the last 30
 * days, and the radar with its evidence. A 9–15 child's (`teen`): the topics of the last 7 days, the
 * journal summaries the child approved and the excerpts of the last 30 days' flagged turns — no
 * conversation, no entry, and the radar without the child's words.
 */
export async function parentOverviewOf(deps: OverviewDeps, child: ChildRow): Promise<ParentOverview> {
  const { db, now } = deps;
  const owner = ownerOf(child);
  const band = overviewBandOf(child.content_mode);
  const since = new Date(now.getTime() - OVERVIEW_PERIOD_DAYS * RADAR_DAY_MS);
  const [timePerDay, memoryList, radar] = await Promise.all([
    timePerDayOf(db, child.id, now),
    memoryListOf(db, child.id, now),
    radarChartOf(db, owner, radarWeekStart(now.getTime()), now, { withText: band === 'young', features: deps.features }),
  ]);
  const memories = memoryList.memories
    .filter((memory) => !memoryIsDeleted(memory))
    .map((memory) => {
      const item = memoryToApi(memory, now.getTime());
      return { id: item.id, content: item.content, status: item.state as 'active' | 'pending' | 'expired', createdAt: item.createdAt };
    });
  const common = {
    childId: child.id,
    displayName: child.display_name,
    contentMode: owner.contentMode,
    generatedAt: now.toISOString(),
    timePerDay,
    memories,
    radar,
  };
  const privacy = await journalPrivacyOf(db, owner);

  if (band === 'young') {
    const entries =
      privacy.parentCanRead === true
        ? await db
            .selectFrom('journal_entries')
            .selectAll()
            .where('profile_id', '=', child.id)
            .where('created_at', '>=', since)
            .orderBy('created_at', 'desc')
            .orderBy('id', 'desc')
            .limit(OVERVIEW_ENTRIES_MAX)
            .execute()
        : [];
    const seenBy = journalSeenBy(owner, privacy);
    return {
      ...common,
      band,
      conversations: await conversationsOf(db, child.id, since),
      journalEntries: entries.map((row) => journalEntryToApi(row, seenBy)),
    };
  }

  const [topics, summaries, flags] = await Promise.all([
    radarTagsOf(db, child.id, OVERVIEW_TOPIC_DAYS, now),
    journalSummariesOf(db, child.id),
    db
      .selectFrom('chat_flags')
      .select(['created_at', 'category', 'severity', 'excerpt'])
      .where('child_id', '=', child.id)
      // A layer that could not check a message says nothing about the child.
      .where('category', '!=', 'moderation_unavailable')
      .where('created_at', '>=', since)
      .orderBy('created_at', 'desc')
      .limit(OVERVIEW_FLAGS_MAX)
      .execute(),
  ]);
  return {
    ...common,
    band,
    topics,
    journalSummaries: summaries.filter((row) => row.status === 'approved').map((row) => journalSummaryToApi(row, journalSummaryParentSees(owner, privacy, row.status))),
    flaggedExcerpts: flags.map((flag) => ({ at: new Date(flag.created_at).toISOString(), category: flag.category, severity: flag.severity, excerpt: flag.excerpt })),
  };
}
