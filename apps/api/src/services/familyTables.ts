import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type { Database } from '../db/schema';

/**
 * The columns that, by Grove's convention, say whose a row is: the account (`user_id`, `owner_id`,
 * `parent_id`), the child (`child_id`) or the profile — the account's or a child's id (`profile_id`).
 * Export and deletion find a family's rows in every table through these, read from the live schema,
 * so a table added later is covered without touching either; the every-table deletion test walks all
 * columns instead and fails if a new table keeps someone's id under another name.
 */
export const OWNER_COLUMNS = ['user_id', 'owner_id', 'parent_id', 'child_id', 'profile_id'] as const;

const TEXT_TYPES = new Set(['text', 'character varying', 'character']);

/** One column of a table. */
export interface TableColumn {
  name: string;
  /** `information_schema.columns.data_type`, e.g. `text`, `jsonb`, `timestamp with time zone`, `date`. */
  type: string;
}

/** A table of the schema; one that holds rows about someone has at least one owner column. */
export interface FamilyTable {
  name: string;
  columns: TableColumn[];
  /** Its owner columns (see {@link OWNER_COLUMNS}), in that order. */
  ownerColumns: string[];
}

type Db = Kysely<Database> | Transaction<Database>;

/**
 * The tables holding rows about someone, ordered so that a table comes before every table it
 * references: deleting in this order never trips a foreign key, whatever cascades a later migration
 * chooses. Migration bookkeeping tables (`kysely_*`) are left out.
 */
export async function familyTablesOf(db: Db): Promise<FamilyTable[]> {
  const { tables, references } = await schemaTablesOf(db);
  return referencingFirst(
    tables.filter((table) => table.ownerColumns.length > 0),
    references,
  );
}

/** Every table of the schema with its columns (owner columns empty for a table about no one) and the foreign keys between them. */
export async function schemaTablesOf(db: Db): Promise<{ tables: FamilyTable[]; references: Array<{ referencing: string; referenced: string }> }> {
  const columns = await sql<{ table_name: string; column_name: string; data_type: string }>`
    select c.table_name, c.column_name, c.data_type
    from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = current_schema() and t.table_type = 'BASE TABLE' and c.table_name not like 'kysely\\_%'
    order by c.table_name, c.ordinal_position`.execute(db);
  const byTable = new Map<string, TableColumn[]>();
  for (const row of columns.rows) {
    const list = byTable.get(row.table_name) ?? [];
    list.push({ name: row.column_name, type: row.data_type });
    byTable.set(row.table_name, list);
  }
  const tables: FamilyTable[] = [];
  for (const [name, cols] of byTable) {
    // Grove's ids are text; a column of another type by one of these names holds something else.
    const ownerColumns = OWNER_COLUMNS.filter((owner) => cols.some((col) => col.name === owner && TEXT_TYPES.has(col.type)));
    tables.push({ name, columns: cols, ownerColumns });
  }
  const references = await sql<{ referencing: string; referenced: string }>`
    select cl.relname as referencing, rf.relname as referenced
    from pg_constraint con
    join pg_class cl on cl.oid = con.conrelid
    join pg_class rf on rf.oid = con.confrelid
    join pg_namespace n on n.oid = cl.relnamespace
    where con.contype = 'f' and n.nspname = current_schema()`.execute(db);
  return { tables, references: references.rows };
}

/** Orders tables so that each comes before the tables it references (a cycle keeps its name order). */
function referencingFirst(tables: FamilyTable[], edges: ReadonlyArray<{ referencing: string; referenced: string }>): FamilyTable[] {
  const names = new Set(tables.map((table) => table.name));
  // For each table, the tables that reference it: those must be emptied first.
  const referencers = new Map<string, Set<string>>();
  for (const { referencing, referenced } of edges) {
    if (referencing === referenced || !names.has(referencing) || !names.has(referenced)) continue;
    const set = referencers.get(referenced) ?? new Set<string>();
    set.add(referencing);
    referencers.set(referenced, set);
  }
  const ordered: FamilyTable[] = [];
  const placed = new Set<string>();
  const pending = [...tables].sort((a, b) => a.name.localeCompare(b.name));
  while (pending.length > 0) {
    const index = pending.findIndex((table) => [...(referencers.get(table.name) ?? [])].every((name) => placed.has(name)));
    const [next] = pending.splice(index === -1 ? 0 : index, 1);
    if (!next) break;
    ordered.push(next);
    placed.add(next.name);
  }
  return ordered;
}

/** `col1 in (ids) or col2 in (ids) …` over a table's owner columns (false for no ids). */
export function ownerMatch(table: FamilyTable, ids: readonly string[], columns: readonly string[] = table.ownerColumns): RawBuilder<boolean> {
  if (ids.length === 0 || columns.length === 0) return sql<boolean>`false`;
  const list = sql.join(ids.map((id) => sql`${id}`));
  return sql<boolean>`(${sql.join(
    columns.map((column) => sql`${sql.ref(column)} in (${list})`),
    sql` or `,
  )})`;
}
