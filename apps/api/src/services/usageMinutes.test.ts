import { describe, expect, it } from 'vitest';
import { usageDaysEnding } from './usageMinutes';

const at = (iso: string) => Date.parse(iso);

describe('usageDaysEnding', () => {
  it('lists the UTC days ending with the day of the instant, oldest first', () => {
    expect(usageDaysEnding(at('2026-11-25T23:59:00Z'), 3)).toEqual(['2026-11-23', '2026-11-24', '2026-11-25']);
    expect(usageDaysEnding(at('2026-03-01T00:00:00Z'), 2)).toEqual(['2026-02-28', '2026-03-01']);
  });
});
