// Vitest global setup for the API suite: a real Firebase Auth emulator for every test file, started
// once (or reused when FIREBASE_AUTH_EMULATOR_HOST already answers).
// @ts-expect-error -- a plain .mjs tool shared with the e2e run and `npm start`; it has no type declarations
import { authEmulatorAnswers, authEmulatorStart } from '../../../../tools/firebase/authEmulator.mjs';

export default async function setup(): Promise<() => Promise<void> | void> {
  const given = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (given && (await authEmulatorAnswers(given))) return () => undefined;
  const { host, stop } = await authEmulatorStart({ port: Number(process.env.TEST_AUTH_EMULATOR_PORT ?? 9198) });
  process.env.FIREBASE_AUTH_EMULATOR_HOST = host;
  return stop;
}
