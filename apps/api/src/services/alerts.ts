import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import { alertCategoryText, type Alert, type AlertDigestsRun } from '@grove/api-contract';
import { RADAR_DAY_MS, RADAR_WEEK_MS, radarWeekKey, radarWeekStart } from '@grove/radar';
import type { SafetyContentMode, SafetyDirection } from '@grove/safety';
import { ALERT_SOURCE_WORDS } from '@grove/session-family';
import type { AlertRow, Database } from '../db/schema';
import { flagExcerptOf } from './flagExcerpt';
import type { Mailer } from './mailer';
import { usageMinutesPerDayOf } from './limits';
import { usageDayOf } from './usageMinutes';

/** Where an alert's words were written (chat, journal, quest reflection). */
type AlertSource = Alert['source'];

/** What the alert mail needs: the database, the mailer, the clock and somewhere to report a failed send. */
export interface AlertDeps {
  db: Kysely<Database>;
  mailer: Mailer;
  now: () => Date;
  log?: (message: string) => void;
}

/** A flag category that is about Grove (a moderation layer failed), not about the child: it makes no alert. */
const NOT_ABOUT_THE_CHILD = 'moderation_unavailable';

/**
 * The excerpt a child's chat flag keeps (issue 18): the sentence(s) the filter caught in the flagged
 * text. Null for an adult's flag (no parent reads it) and for a layer that failed (nothing was caught).
 */
export function alertExcerptOfFlag(
  flag: { text: string; category: string; direction: SafetyDirection },
  profile: { childId: string | null; contentMode: SafetyContentMode },
): string | null {
  if (profile.childId === null || flag.category === NOT_ABOUT_THE_CHILD) return null;
  return flagExcerptOf({ text: flag.text, category: flag.category, direction: flag.direction, contentMode: profile.contentMode });
}

/** A stored flag, as far as its alert needs it. */
export interface AlertFlagRow {
  id: string;
  user_id: string;
  child_id: string | null;
  category: string;
  severity: 'info' | 'concern' | 'urgent';
  excerpt?: string | null;
  created_at: Date;
}

/**
 * Writes the parent's alert for each child's flag, in the caller's transaction (the one that stored
 * the flags), so a flag never exists without its alert. An adult's flag and a failed layer make none.
 */
export async function alertsFromFlags(trx: Transaction<Database>, flags: readonly AlertFlagRow[], source: AlertSource): Promise<void> {
  const rows = flags.flatMap((flag) =>
    flag.child_id === null || flag.category === NOT_ABOUT_THE_CHILD
      ? []
      : [
          {
            id: randomUUID(),
            user_id: flag.user_id,
            child_id: flag.child_id,
            flag_id: flag.id,
            severity: flag.severity,
            category: flag.category,
            excerpt: flag.excerpt ?? null,
            source,
            created_at: flag.created_at,
          },
        ],
  );
  if (rows.length > 0) await trx.insertInto('alerts').values(rows).execute();
}

/** An alert as the API shows it. */
export function alertToApi(row: AlertRow & { child_name: string }): Alert {
  return {
    id: row.id,
    childId: row.child_id,
    childName: row.child_name,
    severity: row.severity,
    category: row.category,
    categoryText: alertCategoryText(row.category),
    excerpt: row.excerpt,
    source: row.source,
    createdAt: new Date(row.created_at).toISOString(),
    status: row.status,
  };
}

/** The most alerts one list answers with (the newest). */
const ALERT_LIST_MAX = 200;

/** A parent's alerts, newest first, optionally only those with one status. */
export async function alertsListOf(db: Kysely<Database>, userId: string, status?: Alert['status']): Promise<Alert[]> {
  let query = db
    .selectFrom('alerts')
    .innerJoin('child_accounts', 'child_accounts.id', 'alerts.child_id')
    .selectAll('alerts')
    .select('child_accounts.display_name as child_name')
    .where('alerts.user_id', '=', userId);
  if (status !== undefined) query = query.where('alerts.status', '=', status);
  const rows = await query.orderBy('alerts.created_at', 'desc').orderBy('alerts.id').limit(ALERT_LIST_MAX).execute();
  return rows.map(alertToApi);
}

/** An alert by id, with its child's name. */
export async function alertFind(db: Kysely<Database>, alertId: string): Promise<(AlertRow & { child_name: string }) | undefined> {
  return db
    .selectFrom('alerts')
    .innerJoin('child_accounts', 'child_accounts.id', 'alerts.child_id')
    .selectAll('alerts')
    .select('child_accounts.display_name as child_name')
    .where('alerts.id', '=', alertId)
    .executeTakeFirst();
}

/**
 * Marks an alert seen or resolved. Resolving also counts as seeing it; marking a resolved alert seen
 * opens it again (the parent changed their mind), so its resolved time goes.
 */
export async function alertStatusSet(db: Kysely<Database>, alertId: string, status: 'seen' | 'resolved', now: Date): Promise<void> {
  await db
    .updateTable('alerts')
    .set({
      status,
      seen_at: sql<Date>`coalesce(seen_at, ${now})`,
      resolved_at: status === 'resolved' ? now : null,
    })
    .where('id', '=', alertId)
    .execute();
}

// ——— Mail ———

/** A time in plain words, in UTC (Grove does not know the family's time zone here). */
export function alertTimeText(at: Date): string {
  const text = new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
  }).format(at);
  return `${text} UTC`;
}

/** Where to look in Grove, at the end of every alert mail. */
const WHERE_TO_LOOK = 'You can see every alert in Grove under Profiles → your child → Overview, and mark it seen or resolved there.';

/** What an urgent mail needs about its alert. */
interface UrgentAlert {
  id: string;
  category: string;
  excerpt: string | null;
  source: AlertSource;
  created_at: Date;
  child_name: string;
  email: string;
  parent_name: string;
  direction: 'message' | 'reply' | null;
}

/** The words of what was flagged: the child's, or a reply Grove stopped, or a journal entry that stays private. */
function flaggedLine(alert: { excerpt: string | null; source: AlertSource; child_name: string; direction: 'message' | 'reply' | null }): string {
  if (alert.source === 'journal') return `Where: in ${alert.child_name}'s journal. The entry's words stay private to ${alert.child_name}; Grove told them it would let you know they may need help.`;
  if (alert.source === 'quest') return `Where: in a quest ${alert.child_name} finished. What they wrote stays private to ${alert.child_name}; Grove told them it would let you know they may need help.`;
  if (alert.excerpt === null) return 'Where: in a chat with Grove.';
  if (alert.direction === 'reply') return `Where: in a chat with Grove. A reply was stopped before ${alert.child_name} saw it: "${alert.excerpt}"`;
  return `Where: in a chat with Grove. ${alert.child_name} wrote: "${alert.excerpt}"`;
}

/** The e-mail for an urgent alert: the category in plain words, the time and the excerpt. */
function urgentMail(alert: UrgentAlert): { to: string; subject: string; text: string } {
  return {
    to: alert.email,
    subject: `Urgent: ${alert.child_name} may need you`,
    text: [
      `Hello ${alert.parent_name},`,
      '',
      `Grove's safety filter noticed something urgent from ${alert.child_name}: ${alertCategoryText(alert.category)}.`,
      '',
      `When: ${alertTimeText(new Date(alert.created_at))}`,
      flaggedLine(alert),
      '',
      `Grove answered ${alert.child_name} with care and did not go on with the topic. Please check in with ${alert.child_name} soon. If you think they are in danger right now, call your local emergency number.`,
      '',
      WHERE_TO_LOOK,
      '',
      'The Grove team',
    ].join('\n'),
  };
}

/**
 * Sends the e-mail of every urgent alert not yet sent (one parent's, or everyone's): each alert is
 * claimed first (`emailed_at`, set only where it is still empty), so two processes never send the
 * same one; a send that fails gives the claim back for the next run. Returns how many were sent.
 */
export async function alertUrgentEmailsSend(deps: AlertDeps, userId?: string): Promise<number> {
  let query = deps.db
    .selectFrom('alerts')
    .innerJoin('child_accounts', 'child_accounts.id', 'alerts.child_id')
    .innerJoin('users', 'users.id', 'alerts.user_id')
    .leftJoin('chat_flags', 'chat_flags.id', 'alerts.flag_id')
    .select([
      'alerts.id',
      'alerts.category',
      'alerts.excerpt',
      'alerts.source',
      'alerts.created_at',
      'child_accounts.display_name as child_name',
      'users.email',
      'users.display_name as parent_name',
      'chat_flags.direction',
    ])
    .where('alerts.severity', '=', 'urgent')
    .where('alerts.emailed_at', 'is', null);
  if (userId !== undefined) query = query.where('alerts.user_id', '=', userId);
  const unsent = await query.orderBy('alerts.created_at').execute();
  let sent = 0;
  for (const alert of unsent) {
    const claimed = await deps.db.updateTable('alerts').set({ emailed_at: deps.now() }).where('id', '=', alert.id).where('emailed_at', 'is', null).returning('id').executeTakeFirst();
    if (!claimed) continue;
    try {
      await deps.mailer.send(urgentMail(alert));
      sent += 1;
    } catch (error) {
      await deps.db.updateTable('alerts').set({ emailed_at: null }).where('id', '=', alert.id).execute();
      deps.log?.(`urgent alert e-mail failed (it is tried again on the next run): ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return sent;
}

/** A digest e-mail ready to send, and how to give its claim back if sending fails. */
interface DigestMail {
  to: string;
  subject: string;
  text: string;
  kind: 'daily' | 'weekly';
  userId: string;
  period: string;
  alertIds: string[];
}

/** Claims one digest of a parent for a period; false when it was already claimed (sent, or being sent by another process). */
async function digestClaim(trx: Transaction<Database>, userId: string, kind: 'daily' | 'weekly', period: string, now: Date): Promise<boolean> {
  const row = await trx
    .insertInto('alert_digests')
    .values({ user_id: userId, kind, period, sent_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'kind', 'period']).doNothing())
    .returning('user_id')
    .executeTakeFirst();
  return row !== undefined;
}

/** The alerts of one severity a parent has waiting for a digest, created before `before`; they are marked as digested. */
async function digestAlertsTake(trx: Transaction<Database>, userId: string, severity: 'concern' | 'info', before: Date, now: Date) {
  const rows = await trx
    .selectFrom('alerts')
    .innerJoin('child_accounts', 'child_accounts.id', 'alerts.child_id')
    .selectAll('alerts')
    .select('child_accounts.display_name as child_name')
    .where('alerts.user_id', '=', userId)
    .where('alerts.severity', '=', severity)
    .where('alerts.digest_at', 'is', null)
    .where('alerts.created_at', '<', before)
    .orderBy('alerts.created_at')
    .execute();
  if (rows.length > 0) {
    await trx
      .updateTable('alerts')
      .set({ digest_at: now })
      .where('id', 'in', rows.map((row) => row.id))
      .execute();
  }
  return rows;
}

/** One alert as a line of a digest. */
function digestLine(alert: AlertRow & { child_name: string }): string {
  const where = ALERT_SOURCE_WORDS[alert.source];
  const words = alert.excerpt !== null ? ` — "${alert.excerpt}"` : '';
  return `- ${alert.child_name}, ${alertTimeText(new Date(alert.created_at))}, ${where}: ${alertCategoryText(alert.category)}${words}`;
}

/** The parent's name and address. */
async function parentOf(trx: Transaction<Database>, userId: string): Promise<{ email: string; display_name: string } | undefined> {
  return trx.selectFrom('users').select(['email', 'display_name']).where('id', '=', userId).executeTakeFirst();
}

/**
 * Daily digests (issue 18): for each parent with concern alerts from before today (UTC) that no digest
 * listed yet, one e-mail a day listing them (resolved ones are marked digested but not listed: the
 * parent already dealt with them).
 */
async function dailyDigestsClaim(trx: Transaction<Database>, now: Date): Promise<DigestMail[]> {
  const todayStart = new Date(Math.floor(now.getTime() / RADAR_DAY_MS) * RADAR_DAY_MS);
  const period = usageDayOf(now.getTime());
  const parents = await trx
    .selectFrom('alerts')
    .select('user_id')
    .distinct()
    .where('severity', '=', 'concern')
    .where('digest_at', 'is', null)
    .where('created_at', '<', todayStart)
    .execute();
  const mails: DigestMail[] = [];
  for (const { user_id: userId } of parents) {
    void digestClaim;
    const alerts = await digestAlertsTake(trx, userId, 'concern', todayStart, now);
    const listed = alerts.filter((alert) => alert.status !== 'resolved');
    const parent = await parentOf(trx, userId);
    if (listed.length === 0 || !parent) continue;
    mails.push({
      to: parent.email,
      subject: listed.length === 1 ? "Grove: a concern from your children's day" : `Grove: ${String(listed.length)} concerns from your children's day`,
      text: [
        `Hello ${parent.display_name},`,
        '',
        "Here is what Grove's safety filter noticed that a grown-up should know about. Grove answered each time with care and kept the conversation safe.",
        '',
        ...listed.map(digestLine),
        '',
        WHERE_TO_LOOK,
        '',
        'The Grove team',
      ].join('\n'),
      kind: 'daily',
      userId,
      period,
      alertIds: alerts.map((alert) => alert.id),
    });
  }
  return mails;
}

/** How many topics a child's part of the weekly recap names. */
const RECAP_TOPICS = 5;

/** One child's week for the recap: minutes per day and the week's topics. */
async function childWeek(trx: Transaction<Database>, childId: string, weekStart: number) {
  const weekEnd = weekStart + RADAR_WEEK_MS;
  const days = Array.from({ length: 7 }, (_, index) => usageDayOf(weekStart + index * RADAR_DAY_MS));
  // The usage the time limits count, so the recap and the limits agree.
  const perDay = await usageMinutesPerDayOf(trx, childId, days);
  const scores = await trx
    .selectFrom('radar_message_scores')
    .select('tags')
    .where('profile_id', '=', childId)
    .where('at', '>=', new Date(weekStart))
    .where('at', '<', new Date(weekEnd))
    .execute();
  const counts = new Map<string, number>();
  for (const score of scores) for (const tag of score.tags as unknown as string[]) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  const topics = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, RECAP_TOPICS);
  return { perDay, topics };
}

/** A weekday's short name for a `YYYY-MM-DD` day. */
function weekdayOf(day: string): string {
  return new Intl.DateTimeFormat('en-GB', { weekday: 'short', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

/**
 * Weekly recaps (issue 18): on the first run of a week (Monday 00:00 UTC, SPEC §4), for each parent
 * whose children chatted last week or who has info alerts from before this week not yet recapped, one
 * e-mail with each child's time per day and topics, and the info alerts.
 */
async function weeklyRecapsClaim(trx: Transaction<Database>, now: Date): Promise<DigestMail[]> {
  const weekStart = radarWeekStart(now.getTime());
  const lastWeek = weekStart - RADAR_WEEK_MS;
  const period = radarWeekKey(weekStart);
  const withInfo = trx
    .selectFrom('alerts')
    .select('user_id')
    .where('severity', '=', 'info')
    .where('digest_at', 'is', null)
    .where('created_at', '<', new Date(weekStart));
  const chatted = trx
    .selectFrom('chat_messages')
    .innerJoin('conversations', 'conversations.id', 'chat_messages.conversation_id')
    .select('conversations.user_id')
    .where('conversations.child_id', 'is not', null)
    .where('chat_messages.role', '=', 'user')
    .where('chat_messages.created_at', '>=', new Date(lastWeek))
    .where('chat_messages.created_at', '<', new Date(weekStart));
  const parents = await withInfo.union(chatted).execute();
  const mails: DigestMail[] = [];
  for (const { user_id: userId } of parents) {
    if (!(await digestClaim(trx, userId, 'weekly', period, now))) continue;
    const parent = await parentOf(trx, userId);
    const children = await trx.selectFrom('child_accounts').select(['id', 'display_name']).where('parent_id', '=', userId).orderBy('created_at').orderBy('id').execute();
    const alerts = await digestAlertsTake(trx, userId, 'info', new Date(weekStart), now);
    if (!parent || children.length === 0) continue;
    const sections: string[] = [];
    for (const child of children) {
      const { perDay, topics } = await childWeek(trx, child.id, lastWeek);
      const total = perDay.reduce((sum, day) => sum + day.minutes, 0);
      sections.push(
        `${child.display_name}: ${String(total)} minute${total === 1 ? '' : 's'} with Grove`,
        `  ${perDay.map((day) => `${weekdayOf(day.day)} ${String(day.minutes)}`).join(' · ')}`,
        `  Topics: ${topics.length > 0 ? topics.map(([tag, count]) => `${tag} (${String(count)})`).join(', ') : 'none this week'}`,
        '',
      );
    }
    const listed = alerts.filter((alert) => alert.status !== 'resolved');
    mails.push({
      to: parent.email,
      subject: `Grove: your family's week (${radarWeekKey(lastWeek)} to ${usageDayOf(weekStart - RADAR_DAY_MS)})`,
      text: [
        `Hello ${parent.display_name},`,
        '',
        'Here is last week with Grove: minutes per day (UTC) and what your children talked about.',
        '',
        ...sections,
        ...(listed.length > 0
          ? ['Small things Grove kept out of the conversation (nothing to worry about, just so you know):', ...listed.map(digestLine), '']
          : []),
        WHERE_TO_LOOK,
        '',
        'The Grove team',
      ].join('\n'),
      kind: 'weekly',
      userId,
      period,
      alertIds: alerts.map((alert) => alert.id),
    });
  }
  return mails;
}

/**
 * The job's lock (`pg_try_advisory_lock`): one API process plans the digests at a time; the others
 * skip the run. A constant of its own (issue 18, migration 0011), apart from other jobs' locks.
 */
export const ALERT_JOB_LOCK = 18_0011;

/** Gives a digest's claim back after its e-mail failed, so the next run sends it. */
async function digestUnclaim(db: Kysely<Database>, mail: DigestMail): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('alert_digests').where('user_id', '=', mail.userId).where('kind', '=', mail.kind).where('period', '=', mail.period).execute();
    if (mail.alertIds.length > 0) await trx.updateTable('alerts').set({ digest_at: null }).where('id', 'in', mail.alertIds).execute();
  });
}

/**
 * One run of the alert mail job (issue 18): under the job's advisory lock (another process holding
 * it: this run does nothing, `ran: false`), claims in one transaction the daily digests due (concern
 * alerts) and the weekly recaps due (time, topics and info alerts), then sends them after the lock is
 * let go, giving back the claim of any that fails; finally sends any urgent alert e-mail still unsent.
 * Running it again sends nothing new: claims and `digest_at` remember what went out.
 */
export async function alertDigestsRun(deps: AlertDeps): Promise<AlertDigestsRun> {
  const now = deps.now();
  // A session lock lives on one connection: take it, plan and let it go on that same connection.
  const mails = await deps.db.connection().execute(async (conn) => {
    const locked = await sql<{ locked: boolean }>`select pg_try_advisory_lock(${ALERT_JOB_LOCK}::bigint) as locked`.execute(conn);
    if (locked.rows[0]?.locked !== true) return null;
    try {
      return await conn.transaction().execute(async (trx) => [...(await dailyDigestsClaim(trx, now)), ...(await weeklyRecapsClaim(trx, now))]);
    } finally {
      await sql`select pg_advisory_unlock(${ALERT_JOB_LOCK}::bigint)`.execute(conn);
    }
  });
  if (mails === null) return { ran: false, urgent: 0, daily: 0, weekly: 0 };
  const counts = { daily: 0, weekly: 0 };
  for (const mail of mails) {
    try {
      await deps.mailer.send({ to: mail.to, subject: mail.subject, text: mail.text });
      counts[mail.kind] += 1;
    } catch (error) {
      await digestUnclaim(deps.db, mail);
      deps.log?.(`${mail.kind} alert digest failed (it is tried again on the next run): ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  const urgent = await alertUrgentEmailsSend(deps);
  return { ran: true, urgent, ...counts };
}

/** How often the API looks for digests to send: often enough that a digest goes out soon after its day or week ends. */
export const ALERT_JOB_INTERVAL_MS = 15 * 60_000;

/** A running alert job; `stop()` ends the interval and waits for a run in progress. */
export interface AlertScheduler {
  stop(): Promise<void>;
}

/**
 * Starts the alert mail job in this process (`main.ts`; tests run it through the admin route instead):
 * once now, then every {@link ALERT_JOB_INTERVAL_MS}. A run still going when the next is due is not
 * doubled; failures are logged and retried by the next run.
 */
export function alertSchedulerStart(deps: AlertDeps & { intervalMs?: number }): AlertScheduler {
  let running: Promise<void> | null = null;
  const tick = (): void => {
    if (running !== null) return;
    running = alertDigestsRun(deps)
      .then(
        () => undefined,
        (error: unknown) => deps.log?.(`alert digests failed: ${error instanceof Error ? error.message : String(error)}`),
      )
      .finally(() => {
        running = null;
      });
  };
  tick();
  const timer = setInterval(tick, deps.intervalMs ?? ALERT_JOB_INTERVAL_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
