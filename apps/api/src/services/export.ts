import { sql, type Kysely, type RawBuilder } from 'kysely';
import { EXPORT_VERSION, RETENTION_APPLIES_TO, RETENTION_DEFAULT, retentionDays, type DataExport, type Retention } from '@grove/api-contract';
import type { Database } from '../db/schema';
import { ownerMatch, schemaTablesOf, type FamilyTable } from './familyTables';
import { pinKeyChild } from './pins';

/** Whose data an export holds: the whole family (the account and every child) or one child. */
export type ExportScope = { kind: 'family'; userId: string } | { kind: 'child'; userId: string; childId: string };

/** A section of the export filled from a table that another part of issue 18 adds, when it exists. */
export interface ExportNamedTable {
  section: 'alerts' | 'consents' | 'limits' | 'usage';
  table: string;
  /**
   * A record of the account that concerns every child (a consent): a child's export holds the
   * family's rows, not only rows with the child's id.
   */
  familyLevel: boolean;
}

/**
 * Tables the export names a section for although this branch may not have them yet (alerts from
 * migration 0011, consents, limits and usage from 0012): read when the table exists, else the
 * section is empty. Extend this list when a table deserves its own section; any other table that
 * holds a family's ids is exported anyway, under `otherTables`.
 */
export const EXPORT_NAMED_TABLES: readonly ExportNamedTable[] = [
  { section: 'alerts', table: 'alerts', familyLevel: false },
  { section: 'consents', table: 'consents', familyLevel: true },
  { section: 'limits', table: 'child_limits', familyLevel: false },
  { section: 'usage', table: 'profile_usage', familyLevel: false },
];

/** The tables the export shapes into its own sections (the rest go by {@link EXPORT_NAMED_TABLES} or `otherTables`). */
const SHAPED_TABLES = new Set([
  'users',
  'child_accounts',
  'conversations',
  'chat_messages',
  'journal_entries',
  'journal_summaries',
  'journal_privacy',
  'memories',
  'memory_settings',
  'memory_feedback',
  'radar_message_scores',
  'weekly_radar_scores',
  'radar_overrides',
  'insight_feedback',
  'chat_flags',
  'token_ledger',
  'purchases',
]);

type Row = Record<string, unknown>;

// Secrets stay on the server even in the owner's own export: a PIN's hash is not their data, it is
// the lock on it.
const hidden = (column: string) => /(^|_)hash$/.test(column);

// The time a table's rows are listed by, when it has one.
const ORDER_COLUMNS = ['created_at', 'at', 'week_start', 'day', 'started_at', 'updated_at'];

function camel(name: string): string {
  return name.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
}

/** Reads a table's rows matching `where`, as camelCase records with ISO times. */
async function rowsRead(db: Kysely<Database>, table: FamilyTable, where: RawBuilder<boolean>, orderBy?: string): Promise<Row[]> {
  const columns = table.columns.filter((column) => !hidden(column.name));
  // A date column read through node-postgres becomes local midnight; as text it stays the day it is.
  const select = sql.join(columns.map((column) => (column.type === 'date' ? sql`${sql.ref(column.name)}::text as ${sql.id(column.name)}` : sql.ref(column.name))));
  const order = orderBy ?? ORDER_COLUMNS.find((name) => table.columns.some((column) => column.name === name));
  const tieBreak = table.columns.some((column) => column.name === 'id') ? sql`, ${sql.ref('id')}` : sql``;
  const result = await sql<Row>`select ${select} from ${sql.table(table.name)} where ${where} ${order ? sql`order by ${sql.ref(order)}${tieBreak}` : sql``}`.execute(db);
  const numeric = new Set(columns.filter((column) => column.type === 'bigint' || column.type === 'numeric').map((column) => column.name));
  return result.rows.map((row) => {
    const out: Row = {};
    for (const [key, value] of Object.entries(row)) {
      out[camel(key)] = value instanceof Date ? value.toISOString() : numeric.has(key) && value !== null ? Number(value) : value;
    }
    return out;
  });
}

/** The profile a row belongs to: its `profileId`, else the child's id, else the account's. */
function withProfile(row: Row): Row {
  if (typeof row['profileId'] === 'string') return row;
  return { ...row, profileId: (row['childId'] as string | null) ?? row['userId'] };
}

/**
 * Everything Grove holds about a family or one child (issue 18, point 5): the account or the child,
 * the children, conversations with their messages, the journal, memories, the radar, flags, alerts,
 * consents, limits, usage, the token ledger and purchases — and the rows of any other table that
 * holds their ids, so a table added later is in the export before anyone names a section for it.
 * Every table is read with one query (a family with a year of daily use exports in well under a
 * second; see `npm run bench:export`).
 */
export async function dataExportBuild(db: Kysely<Database>, scope: ExportScope, now: Date): Promise<DataExport> {
  const { tables } = await schemaTablesOf(db);
  const byName = new Map(tables.map((table) => [table.name, table]));
  const table = (name: string): FamilyTable => {
    const found = byName.get(name);
    if (!found) throw new Error(`export: table ${name} is missing from the schema`);
    return found;
  };
  const sources: Record<string, number> = {};
  const read = async (name: string, where: RawBuilder<boolean>, orderBy?: string): Promise<Row[]> => {
    const rows = await rowsRead(db, table(name), where, orderBy);
    if (rows.length > 0) sources[name] = (sources[name] ?? 0) + rows.length;
    return rows;
  };

  const childIds =
    scope.kind === 'child'
      ? [scope.childId]
      : (await db.selectFrom('child_accounts').select('id').where('parent_id', '=', scope.userId).execute()).map((row) => row.id);
  // The ids the family's rows carry in their owner columns; a child's export only the child's.
  const ids = scope.kind === 'child' ? [scope.childId] : [scope.userId, ...childIds];
  const match = (name: string) => ownerMatch(table(name), ids);

  const userRow = (await db.selectFrom('users').select(['retention', 'parent_pin_hash']).where('id', '=', scope.userId).executeTakeFirst()) ?? null;
  const retention: Retention = userRow?.retention ?? RETENTION_DEFAULT;
  const accountRows = scope.kind === 'family' ? await read('users', sql`${sql.ref('id')} = ${scope.userId}`) : [];
  const account = accountRows[0] ? { ...accountRows[0], parentPinSet: userRow?.parent_pin_hash != null } : null;

  const childRows = await read('child_accounts', scope.kind === 'child' ? sql`${sql.ref('id')} = ${scope.childId}` : match('child_accounts'));
  const pinSet = new Map((await db.selectFrom('child_accounts').select(['id', 'pin_hash']).where('id', 'in', childIds.length > 0 ? childIds : ['']).execute()).map((row) => [row.id, row.pin_hash !== null]));
  const children = childRows.map((row) => ({ ...row, pinSet: pinSet.get(row['id'] as string) ?? false })) as DataExport['children'];

  const conversationRows = await read('conversations', match('conversations'));
  const conversationIds = sql`select ${sql.ref('id')} from ${sql.table('conversations')} where ${match('conversations')}`;
  const messageRows = await read('chat_messages', sql`${sql.ref('conversation_id')} in (${conversationIds})`, 'seq');
  const messagesBy = new Map<string, Row[]>();
  for (const message of messageRows) {
    const key = message['conversationId'] as string;
    const list = messagesBy.get(key) ?? [];
    list.push(message);
    messagesBy.set(key, list);
  }
  const conversations = conversationRows.map((row) => ({ ...withProfile(row), messages: messagesBy.get(row['id'] as string) ?? [] })) as DataExport['conversations'];

  // A child's share of the ledger: the charges for its own turns (a charge references the reply it paid for).
  const ledgerWhere =
    scope.kind === 'family'
      ? match('token_ledger')
      : sql<boolean>`${sql.ref('reference')} in (select m.id from chat_messages m join conversations c on c.id = m.conversation_id where c.child_id = ${scope.childId})`;

  const [entries, summaries, privacy, memoryItems, memorySettings, memoryFeedback, scores, weekly, overrides, insightFeedback, flags, ledger, purchases] = [
    await read('journal_entries', match('journal_entries')),
    await read('journal_summaries', match('journal_summaries')),
    await read('journal_privacy', match('journal_privacy')),
    await read('memories', match('memories')),
    await read('memory_settings', match('memory_settings')),
    await read('memory_feedback', match('memory_feedback')),
    await read('radar_message_scores', match('radar_message_scores')),
    await read('weekly_radar_scores', match('weekly_radar_scores')),
    await read('radar_overrides', match('radar_overrides')),
    await read('insight_feedback', match('insight_feedback')),
    await read('chat_flags', match('chat_flags')),
    await read('token_ledger', ledgerWhere),
    scope.kind === 'family' ? await read('purchases', match('purchases')) : [],
  ];

  const named: Record<ExportNamedTable['section'], Row[]> = { alerts: [], consents: [], limits: [], usage: [] };
  for (const entry of EXPORT_NAMED_TABLES) {
    const found = byName.get(entry.table);
    if (!found || found.ownerColumns.length === 0) continue;
    const where = entry.familyLevel && scope.kind === 'child' ? ownerMatch(found, [scope.userId]) : ownerMatch(found, ids);
    named[entry.section] = (await read(entry.table, where)).map(withProfile);
  }

  const namedTables = new Set(EXPORT_NAMED_TABLES.map((entry) => entry.table));
  const otherTables: Record<string, Row[]> = {};
  for (const other of tables) {
    if (other.ownerColumns.length === 0 || SHAPED_TABLES.has(other.name) || namedTables.has(other.name)) continue;
    let where = ownerMatch(other, ids);
    // A child's PIN counter is keyed `child:{id}` under the parent's owner_id: only its key names the child.
    if (other.name === 'pin_attempts' && scope.kind === 'child') where = sql<boolean>`${where} or ${sql.ref('pin_key')} = ${pinKeyChild(scope.childId)}`;
    const rows = await read(other.name, where);
    if (rows.length > 0) otherTables[other.name] = rows;
  }

  // Issue 19: a referral is about two people and has no owner column. Each side gets its own view —
  // the referral and the flagged events that name them — without the other person's id (the hashes
  // are never exported, see `hidden`).
  if (scope.kind === 'family') {
    const sideOf = async (table: 'referrals' | 'referral_events', side: 'referrer' | 'referee'): Promise<Row[]> => {
      const other = side === 'referrer' ? 'refereeId' : 'referrerId';
      const rows = await read(table, sql<boolean>`${sql.ref(`${side}_id`)} = ${scope.userId}`);
      return rows.map(({ [other]: _other, ...row }) => ({ ...row, side }));
    };
    for (const table of ['referrals', 'referral_events'] as const) {
      const rows = [...(await sideOf(table, 'referee')), ...(await sideOf(table, 'referrer'))];
      if (rows.length > 0) otherTables[table] = rows;
    }
  }

  return {
    format: 'grove-data-export',
    version: EXPORT_VERSION,
    scope: scope.kind,
    exportedAt: now.toISOString(),
    policy: { retention, retentionDays: retentionDays(retention), appliesTo: [...RETENTION_APPLIES_TO] },
    account: account as DataExport['account'],
    child: scope.kind === 'child' ? (children[0] ?? null) : null,
    children,
    conversations,
    journal: { entries: entries.map(withProfile) as DataExport['journal']['entries'], summaries: summaries.map(withProfile) as DataExport['journal']['summaries'], privacy: privacy as DataExport['journal']['privacy'] },
    memories: { items: memoryItems.map(withProfile) as DataExport['memories']['items'], settings: memorySettings, feedback: memoryFeedback },
    radar: {
      messageScores: scores.map(withProfile) as DataExport['radar']['messageScores'],
      weeklyScores: weekly as DataExport['radar']['weeklyScores'],
      overrides,
      insightFeedback,
    },
    flags: flags.map(withProfile) as DataExport['flags'],
    alerts: named.alerts,
    consents: named.consents,
    limits: named.limits,
    usage: named.usage,
    ledger: ledger as DataExport['ledger'],
    purchases,
    otherTables,
    sources,
  };
}

// ——— Markdown ———

function when(value: unknown): string {
  if (typeof value !== 'string' || value.length < 16) return typeof value === 'string' ? value : '';
  return `${value.slice(0, 10)} ${value.slice(11, 16)} UTC`;
}

/** A table cell: one line, pipes escaped, objects as compact JSON. */
function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : JSON.stringify(value);
  return text.replace(/\\/g, '\\\\').replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');
}

/** Someone's words as a block quote, so a line of theirs that starts with `#` or `-` stays their text. */
function quote(text: unknown): string {
  return String(text ?? '')
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join('\n');
}

function table(rows: readonly Row[], columns?: readonly string[]): string {
  if (rows.length === 0) return '_None._\n';
  const keys = columns ?? [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const lines = [`| ${keys.join(' | ')} |`, `|${keys.map(() => ' --- |').join('')}`];
  for (const row of rows) lines.push(`| ${keys.map((key) => cell(key.endsWith('At') || key === 'at' ? when(row[key]) || row[key] : row[key])).join(' | ')} |`);
  return `${lines.join('\n')}\n`;
}

/**
 * The same export as a readable Markdown file: who and what it covers, then each conversation as a
 * transcript, journal entries as dated quotes, memories, the radar week by week with the evidence
 * behind each scored message, flags, the ledger, and every other record as a table. Nothing is left
 * out that the JSON holds, so a parent reading it sees everything Grove keeps.
 */
export function dataExportMarkdown(data: DataExport): string {
  const names = new Map<string, string>();
  if (data.account) names.set(data.account.id, data.account.displayName);
  for (const child of data.children) names.set(child.id, child.displayName);
  const who = (profileId: unknown) => names.get(String(profileId)) ?? String(profileId ?? '');
  const out: string[] = [];
  const title = data.scope === 'family' ? `Grove data export — ${data.account?.displayName ?? 'family'}'s family` : `Grove data export — ${data.child?.displayName ?? 'child'}`;
  out.push(`# ${title}\n`);
  out.push(`Exported ${when(data.exportedAt)}. This file holds everything Grove keeps about ${data.scope === 'family' ? 'this account and its children' : 'this child'}; the JSON export has the same records for other programs.\n`);
  const kept = data.policy.retentionDays === null ? 'until you delete them' : `for ${String(data.policy.retentionDays)} days`;
  out.push(`**Retention:** children's ${data.policy.appliesTo.join(', ')} are kept ${kept}.\n`);

  if (data.account) {
    out.push('## Account\n');
    // One record: a field per line reads better than one very wide row.
    out.push(table(Object.entries(data.account).map(([field, value]) => ({ field, value: field.endsWith('At') ? when(value) || value : value }))));
  }
  out.push('## Children\n');
  out.push(table(data.children));

  out.push(`## Conversations (${String(data.conversations.length)})\n`);
  if (data.conversations.length === 0) out.push('_None._\n');
  for (const conversation of data.conversations) {
    out.push(`### ${cell(conversation.title)} — ${who(conversation.profileId)}\n`);
    out.push(`${conversation.kind} · started ${when(conversation.createdAt)} · last message ${when(conversation.updatedAt)} · id ${conversation.id}\n`);
    for (const message of conversation.messages) {
      out.push(`**${message.role === 'user' ? who(conversation.profileId) : 'Grove'}** · ${when(message.createdAt)}\n\n${quote(message.content)}\n`);
    }
  }

  out.push(`## Journal (${String(data.journal.entries.length)} ${data.journal.entries.length === 1 ? 'entry' : 'entries'})\n`);
  if (data.journal.entries.length === 0) out.push('_None._\n');
  for (const entry of data.journal.entries) {
    const facts = [entry['mood'] ? `mood: ${String(entry['mood'])}` : '', Array.isArray(entry['tags']) && entry['tags'].length > 0 ? `tags: ${(entry['tags'] as string[]).join(', ')}` : '', entry['promptText'] ? `prompt: ${String(entry['promptText'])}` : '']
      .filter(Boolean)
      .join(' · ');
    out.push(`### ${who(entry.profileId)} — ${when(entry.createdAt)}\n`);
    if (facts) out.push(`${facts}\n`);
    out.push(`${quote(entry.content)}\n`);
  }
  out.push('### Weekly summaries\n');
  if (data.journal.summaries.length === 0) out.push('_None._\n');
  for (const summary of data.journal.summaries) {
    out.push(`#### ${who(summary.profileId)} — week of ${String(summary.weekStart).slice(0, 10)} (${summary.status})\n`);
    out.push(`${quote(summary['editedText'] ?? summary.text)}\n`);
  }
  out.push('### Journal privacy\n');
  out.push(table(data.journal.privacy));

  out.push(`## Memories (${String(data.memories.items.length)})\n`);
  if (data.memories.items.length === 0) out.push('_None._\n');
  for (const memory of data.memories.items) {
    const state = memory['deletedAt'] ? `deleted ${when(memory['deletedAt'])}` : String(memory['approval'] ?? '');
    out.push(`- **${who(memory.profileId)}**: ${cell(memory.content)} — saved ${when(memory.createdAt)}${state ? ` · ${state}` : ''}${memory['pinned'] === true ? ' · pinned' : ''}`);
  }
  out.push('');
  out.push('### Memory settings\n');
  out.push(table(data.memories.settings));
  out.push('### Memory feedback\n');
  out.push(table(data.memories.feedback));

  out.push('## Emotional radar\n');
  out.push('### Weekly scores\n');
  out.push(
    table(
      data.radar.weeklyScores.map((week) => ({ profile: who(week.profileId), weekStart: week.weekStart, ...week.axes, synthetic: week['isSynthetic'] })),
    ),
  );
  out.push(`### Scored messages (${String(data.radar.messageScores.length)})\n`);
  out.push(
    table(
      data.radar.messageScores.map((score) => ({
        at: score.at,
        profile: who(score.profileId),
        source: score.source,
        tags: Array.isArray(score['tags']) ? (score['tags'] as string[]).join(', ') : '',
        valence: score['valence'],
        metrics: score['metrics'],
        evidence: Array.isArray(score['contributions'])
          ? (score['contributions'] as Array<{ axis?: string; direction?: number; evidence?: string }>).map((item) => `${item.axis ?? ''} ${item.direction === -1 ? '−' : '+'} “${item.evidence ?? ''}”`).join('; ')
          : '',
      })),
    ),
  );
  out.push('### Corrections\n');
  out.push(table(data.radar.overrides));
  out.push('### Insight feedback\n');
  out.push(table(data.radar.insightFeedback));

  out.push('## Safety flags\n');
  out.push(table(data.flags.map((flag) => ({ ...flag, profile: who(flag['profileId']) }))));
  out.push('## Alerts\n');
  out.push(table(data.alerts));
  out.push('## Consents\n');
  out.push(table(data.consents));
  out.push('## Time limits\n');
  out.push(table(data.limits));
  out.push('## Time used\n');
  out.push(table(data.usage));
  out.push('## Token ledger\n');
  out.push(table(data.ledger));
  out.push('## Purchases\n');
  out.push(table(data.purchases));
  for (const [name, rows] of Object.entries(data.otherTables)) {
    out.push(`## Other records: ${name}\n`);
    out.push(table(rows));
  }
  out.push('## Where these records come from\n');
  out.push(table(Object.entries(data.sources).map(([source, rows]) => ({ table: source, rows }))));
  return `${out.join('\n')}\n`;
}
