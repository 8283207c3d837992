import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { mentorMindWarm } from '@grove/mentor';
import { buildApp } from './app';
import { ConfigError, configFromEnv, configOutboxDir, configPgliteDir, type ApiConfig } from './config';
import { databaseOpen } from './db/database';
import { alertSchedulerStart } from './services/alerts';
import { foundersRewardSchedulerStart } from './services/founders';
import { mailerCreate } from './services/mailer';
import { memoryPurge } from './services/memories';
import { mentorFromConfig } from './services/mentor';
import { mindInProcess, mindThreadsAuto, mindThreadsStart } from './services/mindThreads';
import { moderationFromConfig } from './services/moderation';
import { paymentsFromConfig } from './services/payments';
import { retentionInstanceName, retentionSchedule } from './services/retention';
import { tokenVerifierFirebase } from './services/tokenVerifier';
import { wordnetLookupCreate } from './services/wordnet';

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
  // GROVE_TEST_CLOCK_OFFSET_MS (e2e only; refused in production by the configuration): the whole
  // server — routes, jobs, holds — runs on the shifted clock, so a spec can let days pass.
  const offsetMs = config.testClockOffsetMs;
  const now = offsetMs === 0 ? () => new Date() : () => new Date(Date.now() + offsetMs);
  if (offsetMs !== 0) console.warn(`GROVE_TEST_CLOCK_OFFSET_MS: the server's clock runs ${String(offsetMs)} ms ahead (${now().toISOString()})`);
  const database = await databaseOpen(
    config.databaseUrl
      ? { url: config.databaseUrl, preparedStatements: config.databasePreparedStatements, accountCache: config.accountCache }
      : { dataDir: configPgliteDir(config), accountCache: config.accountCache },
  );
  // PGlite is single-process: tools such as grant-admin check this file before opening the same folder.
  const pidFile = database.kind === 'pglite' ? join(configPgliteDir(config), 'grove-api.pid') : null;
  if (pidFile) {
    mkdirSync(configPgliteDir(config), { recursive: true });
    writeFileSync(pidFile, String(process.pid));
  }
  const verifier = tokenVerifierFirebase({ projectId: config.firebaseProjectId, emulatorHost: config.authEmulatorHost });
  const mailer = mailerCreate({ smtpUrl: config.smtpUrl, outboxDir: configOutboxDir(config), from: config.mailFrom });
  // Issue 22: the builtin mind's replies and the radar's scoring run on worker threads (the built
  // mindWorker.js beside this file), so one person's reply does not hold up everyone's requests.
  const threads = config.mindThreads === 'auto' ? mindThreadsAuto() : config.mindThreads;
  const mind =
    threads > 0
      ? mindThreadsStart({ threads, filename: new URL('./mindWorker.js', import.meta.url), words: wordnetLookupCreate(), log: (message) => console.warn(message) })
      : mindInProcess();
  // `auto` probes for a local model in the background; the builtin mind answers until one is found.
  const mentor = mentorFromConfig(config.mentor, { log: (message) => console.warn(message), ...(mind.threads > 0 ? { compose: mind.reply } : {}) });
  // The builtin mind's knowledge index and parser lexicon, built now rather than on someone's first message.
  mentorMindWarm();
  const app = await buildApp({
    config,
    version: packageVersion(),
    db: database.db,
    databaseKind: database.kind,
    accounts: database.accounts,
    verifier,
    mailer,
    mentorService: mentor,
    moderation: moderationFromConfig(config.moderation),
    payments: paymentsFromConfig(config.payments),
    mind,
    logger: config.nodeEnv !== 'test',
    now,
  });
  // Deleted memories are purged 30 days after deletion (issue 15): at start and every 6 hours. Opening
  // a profile's memories purges its own too, so a stopped timer never shows a memory past its day.
  const purgeMemories = () => {
    memoryPurge(database.db, now()).catch((error: unknown) => console.warn(`memory purge failed: ${String(error)}`));
  };
  purgeMemories();
  const purgeTimer = setInterval(purgeMemories, 6 * 60 * 60 * 1000);
  purgeTimer.unref();
  // Issue 18: children's data past each family's retention is purged at start and every
  // RETENTION_INTERVAL_MS; every API copy runs the schedule and the advisory lock lets one purge at a time.
  const retention = retentionSchedule(database.db, { intervalMs: config.retentionIntervalMs, now, instance: retentionInstanceName(), log: app.log });
  // Issue 18: the parents' alert mail (daily digests, weekly recaps, urgent e-mails not yet sent).
  const alertScheduler = alertSchedulerStart({ db: database.db, mailer, now, log: (message) => console.warn(message) });
  // Issue 19: referral rewards whose 7-day hold has ended are paid at start and every 15 minutes (and
  // whenever either side opens their founders page); the job's advisory lock lets one API copy run it.
  const rewardScheduler = foundersRewardSchedulerStart({ db: database.db, now, log: (message) => console.warn(message) });
  let closing = false;
  const close = async () => {
    if (closing) return;
    closing = true;
    clearInterval(purgeTimer);
    await retention.stop();
    await alertScheduler.stop();
    await rewardScheduler.stop();
    // Graceful close waits for open connections; a connection that never sends a request (browsers
    // open spare ones, e.g. after an aborted stream) would hold it forever. In-flight requests get
    // 10 s, then the remaining sockets are cut so the database still closes cleanly.
    const cut = setTimeout(() => app.server.closeAllConnections(), 10_000);
    cut.unref();
    await app.close();
    await verifier.close();
    mailer.close();
    await mind.close();
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
