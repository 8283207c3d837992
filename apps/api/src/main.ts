import { readFileSync } from 'node:fs';
import { buildApp } from './app';
import { ConfigError, configFromEnv } from './config';

/** Reads the version from the API's package.json, which sits one folder above dist/ and src/. */
function packageVersion(): string {
  const url = new URL('../package.json', import.meta.url);
  return (JSON.parse(readFileSync(url, 'utf8')) as { version: string }).version;
}

async function main(): Promise<void> {
  let config;
  try {
    config = configFromEnv(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const app = await buildApp({ config, version: packageVersion(), logger: config.nodeEnv !== 'test' });
  const close = async () => {
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
  await app.listen({ host: config.host, port: config.port });
  console.log(`Grove API listening on http://${config.host}:${config.port}`);
}

await main();
