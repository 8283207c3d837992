import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError, configFromEnv, configPgliteDir } from './config';
import { databaseOpen } from './db/database';

/**
 * `npm run grant-admin -- <email>`: gives the Grove account with that email the admin role (the
 * server's own record; the web app's admin guard only hides). The account must have signed in once.
 * Uses the same GROVE_DATA_DIR / DATABASE_URL as the API.
 */
async function main(): Promise<number> {
  const email = process.argv[2]?.trim().toLowerCase();
  if (!email || !email.includes('@')) {
    console.error('usage: npm run grant-admin -- <email>');
    return 2;
  }
  let config;
  try {
    config = configFromEnv(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  if (!config.databaseUrl) {
    // PGlite is one process's database: opening it while the API runs could corrupt it.
    const pidFile = join(configPgliteDir(config), 'grove-api.pid');
    if (existsSync(pidFile)) {
      const pid = Number(readFileSync(pidFile, 'utf8'));
      if (pidAlive(pid)) {
        console.error(`The API (pid ${pid}) has the embedded database open. Stop it (Ctrl-C on npm start), then run this again.`);
        return 1;
      }
    }
  }
  const database = await databaseOpen(
    // A one-off command serves no requests: no account cache, so no LISTEN connection.
    config.databaseUrl ? { url: config.databaseUrl, preparedStatements: config.databasePreparedStatements, accountCache: false } : { dataDir: configPgliteDir(config), accountCache: false },
  );
  try {
    const matches = await database.db.selectFrom('users').select(['id', 'email', 'is_admin']).where((eb) => eb.fn('lower', ['email']), '=', email).execute();
    if (matches.length === 0) {
      console.error(`No Grove account uses ${email} yet. Sign in with it once, then run this again.`);
      return 1;
    }
    await database.db.updateTable('users').set({ is_admin: true }).where('id', 'in', matches.map((m) => m.id)).execute();
    for (const match of matches) console.log(`${match.email} (${match.id}) ${match.is_admin ? 'was already' : 'is now'} an admin.`);
    return 0;
  } finally {
    await database.close();
  }
}

function pidAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

process.exit(await main());
