import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { mentorMindWarm } from '@grove/mentor';
import { buildApp } from './app';
import { ConfigError, configFromEnv, configOutboxDir, configPgliteDir, type ApiConfig } from './config';
import { databaseOpen } from './db/database';
import { alertSchedulerStart } from './services/alerts';
import { mailerCreate } from './services/mailer';
import { memoryPurge } from './services/memories';
import { mentorFromConfig } from './services/mentor';
import { moderationFromConfig } from './services/moderation';
import { paymentsFromConfig } from './services/payments';
import { retentionInstanceName, retentionSchedule } from './services/retention';
import { tokenVerifierFirebase } from './services/tokenVerifier';

/** Reads the version from the API's package.json, which sits one folder above dist/ and src/. */
function packageVersion(): string {
  const url = new URL('../package.json', import.meta.url);
  return (JSON.parse(readFileSync(url, 'utf8')) as { version: string }).version;
}

function configOrExit(): ApiConfig {
  try {
    return configFromEnv(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function main(): Promise<void> {
  const config = configOrExit();
  const database = await databaseOpen(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: configPgliteDir(config) });
  // PGlite is single-process: tools such as grant-admin check this file before opening the same folder.
  const pidFile = database.kind === 'pglite' ? join(configPgliteDir(config), 'grove-api.pid') : null;
  if (pidFile) {
    mkdirSync(configPgliteDir(config), { recursive: true });
    writeFileSync(pidFile, String(process.pid));
  }
  const verifier = tokenVerifierFirebase({ projectId: config.firebaseProjectId, emulatorHost: config.authEmulatorHost });
  const mailer = mailerCreate({ smtpUrl: config.smtpUrl, outboxDir: configOutboxDir(config), from: config.mailFrom });
  // `auto` probes for a local model in the background; the builtin mind answers until one is found.
  const mentor = mentorFromConfig(config.mentor, { log: (message) => console.warn(message) });
  // The builtin mind's knowledge index and parser lexicon, built now rather than on someone's first message.
  mentorMindWarm();
  const app = await buildApp({
    config,
    version: packageVersion(),
    db: database.db,
    databaseKind: database.kind,
    verifier,
    mailer,
    mentorService: mentor,
    moderation: moderationFromConfig(config.moderation),
    payments: paymentsFromConfig(config.payments),
    logger: config.nodeEnv !== 'test',
  });
  // Deleted memories are purged 30 days after deletion (issue 15): at start and every 6 hours. Opening
  // a profile's memories purges its own too, so a stopped timer never shows a memory past its day.
  const purgeMemories = () => {
    memoryPurge(database.db, new Date()).catch((error: unknown) => console.warn(`memory purge failed: ${String(error)}`));
  };
  purgeMemories();
  const purgeTimer = setInterval(purgeMemories, 6 * 60 * 60 * 1000);
  purgeTimer.unref();
  // Issue 18: children's data past each family's retention is purged at start and every
  // RETENTION_INTERVAL_MS; every API copy runs the schedule and the advisory lock lets one purge at a time.
  const retention = retentionSchedule(database.db, { intervalMs: config.retentionIntervalMs, now: () => new Date(), instance: retentionInstanceName(), log: app.log });
  // Issue 18: the parents' alert mail (daily digests, weekly recaps, urgent e-mails not yet sent).
  const alertScheduler = alertSchedulerStart({ db: database.db, mailer, now: () => new Date(), log: (message) => console.warn(message) });
  let closing = false;
  const close = async () => {
    if (closing) return;
    closing = true;
    clearInterval(purgeTimer);
    await retention.stop();
    await alertScheduler.stop();
    // Graceful close waits for open connections; a connection that never sends a request (browsers
    // open spare ones, e.g. after an aborted stream) would hold it forever. In-flight requests get
    // 10 s, then the remaining sockets are cut so the database still closes cleanly.
    const cut = setTimeout(() => app.server.closeAllConnections(), 10_000);
    cut.unref();
    await app.close();
    await verifier.close();
    mailer.close();
    await database.close();
    if (pidFile) rmSync(pidFile, { force: true });
    process.exit(0);
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
  await app.listen({ host: config.host, port: config.port });
  const where = database.kind === 'pglite' ? configPgliteDir(config) : 'PostgreSQL (DATABASE_URL)';
  const moderation = config.moderation.provider === 'none' ? 'offline classifier only' : `${config.moderation.provider} (${config.moderation.baseUrl ?? ''}) + offline classifier`;
  console.log(`Grove API listening on http://${config.host}:${config.port} — database: ${where} — moderation: ${moderation}`);
}

await main();
