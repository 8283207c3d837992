import { describe, expect, it } from 'vitest';
import { RADAR_AXES } from '../radarTypes';
import { RADAR_RULES } from './radarLexicon';
import { RADAR_FEELING_WORDS, RADAR_TOPIC_WORDS } from './radarTagLexicon';

describe('radar lexicon data', () => {
  it('gives every axis phrases in both directions', () => {
    for (const axis of RADAR_AXES) {
      expect(RADAR_RULES.some((rule) => rule.axis === axis && rule.direction === 1), `${axis} +`).toBe(true);
      expect(RADAR_RULES.some((rule) => rule.axis === axis && rule.direction === -1), `${axis} −`).toBe(true);
    }
  });

  it('has patterns that compile, match no empty text and keep weights within 0–1', () => {
    for (const rule of RADAR_RULES) {
      const regex = new RegExp(`(?:${rule.pattern})`);
      expect(regex.test('')).toBe(false);
      expect(rule.weight ?? 0.8).toBeGreaterThan(0);
      expect(rule.weight ?? 0.8).toBeLessThanOrEqual(1);
    }
  });

  it('maps words to lowercase tags', () => {
    for (const [word, tag] of [...Object.entries(RADAR_FEELING_WORDS), ...Object.entries(RADAR_TOPIC_WORDS)]) {
      expect(word).toBe(word.toLowerCase());
      expect(tag).toMatch(/^[a-z ]+$/);
    }
  });
});
