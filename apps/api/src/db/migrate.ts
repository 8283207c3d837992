import type { Kysely } from 'kysely';
import { Migrator, type Migration } from 'kysely/migration';
import * as accounts from './migrations/0001_accounts';
import * as chat from './migrations/0002_chat';
import * as trial from './migrations/0003_trial';
import * as conversationKind from './migrations/0004_conversation_kind';
import * as flagLayers from './migrations/0005_flag_layers';
import * as memories from './migrations/0006_memories';
import * as journal from './migrations/0007_journal';
import * as journalSummaries from './migrations/0008_journal_summaries';
import * as memoryJournalSource from './migrations/0009_memory_journal_source';
import * as radar from './migrations/0010_radar';
import * as alerts from './migrations/0011_alerts';
import * as consentsLimits from './migrations/0012_consents_limits';
import * as retention from './migrations/0013_retention';
import * as accountTombstones from './migrations/0014_account_tombstones';
import * as founders from './migrations/0015_founders';
import * as adminModeration from './migrations/0016_admin_moderation';
import * as adminInsights from './migrations/0017_admin_insights';
import * as wonder from './migrations/0018_wonder';
import * as alertSourceQuest from './migrations/0019_alert_source_quest';
import * as usersChanged from './migrations/0020_users_changed';

// Migrations are imported, not read from a folder: the API ships as one bundle.
const MIGRATIONS: Record<string, Migration> = {
  '0001_accounts': accounts,
  '0002_chat': chat,
  '0003_trial': trial,
  '0004_conversation_kind': conversationKind,
  '0005_flag_layers': flagLayers,
  '0006_memories': memories,
  '0007_journal': journal,
  '0008_journal_summaries': journalSummaries,
  '0009_memory_journal_source': memoryJournalSource,
  '0010_radar': radar,
  '0011_alerts': alerts,
  '0012_consents_limits': consentsLimits,
  '0013_retention': retention,
  '0014_account_tombstones': accountTombstones,
  '0015_founders': founders,
  '0016_admin_moderation': adminModeration,
  '0017_admin_insights': adminInsights,
  '0018_wonder': wonder,
  '0019_alert_source_quest': alertSourceQuest,
  '0020_users_changed': usersChanged,
};

/** Brings the schema up to date; returns the names of the migrations it applied. */
export async function databaseMigrate(db: Kysely<unknown>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
