import { SAMPLE_NOW } from './journalSamples.fixture';

/** The pretend API's "now", which picks its prompt of the day. */
export function journalSamplesNow(): number {
  return SAMPLE_NOW;
}
