import { safetyClassify } from '@grove/safety';
import { describe, expect, it } from 'vitest';
import { JOURNAL_PROMPTS } from './journalPrompts';
import { JOURNAL_CATEGORIES, JOURNAL_CONTENT_MODES, JOURNAL_MOODS, type JournalPrompt } from './journalPromptTypes';

const words = (text: string) => text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word));
const ofMode = (mode: string) => JOURNAL_PROMPTS.filter((prompt) => prompt.contentMode === mode);
/** Every text a prompt shows: the question, its follow-ups and its picture labels. */
const textsOf = (prompt: JournalPrompt) => [prompt.text, ...prompt.followUps, ...(prompt.pictureChoices ?? []).map((choice) => choice.label)];

describe('the prompt library', () => {
  it.each(JOURNAL_CONTENT_MODES)('has at least 60 prompts for %s', (mode) => {
    expect(ofMode(mode).length).toBeGreaterThanOrEqual(60);
  });

  it('has at least 180 prompts in all, in at least 8 categories', () => {
    expect(JOURNAL_PROMPTS.length).toBeGreaterThanOrEqual(180);
    expect(JOURNAL_CATEGORIES.length).toBeGreaterThanOrEqual(8);
  });

  it.each(JOURNAL_CONTENT_MODES)('has at least 5 prompts in every category for %s, light and deep', (mode) => {
    for (const category of JOURNAL_CATEGORIES) {
      const prompts = ofMode(mode).filter((prompt) => prompt.category === category.id);
      expect(prompts.length, `${mode} ${category.id}`).toBeGreaterThanOrEqual(5);
      const difficulties = new Set(prompts.map((prompt) => prompt.difficulty));
      expect(difficulties.has(1) && difficulties.has(3), `${mode} ${category.id} has difficulty 1 and 3`).toBe(true);
    }
  });

  it.each(JOURNAL_CONTENT_MODES)('spreads %s prompts over difficulties 1, 2 and 3', (mode) => {
    for (const difficulty of [1, 2, 3]) {
      expect(ofMode(mode).filter((prompt) => prompt.difficulty === difficulty).length).toBeGreaterThanOrEqual(15);
    }
  });

  it('gives every prompt a unique id of the form <mode>-<category>-<nn>', () => {
    const ids = JOURNAL_PROMPTS.map((prompt) => prompt.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const prompt of JOURNAL_PROMPTS) {
      expect(prompt.id).toBe(`${prompt.contentMode.toLowerCase()}-${prompt.category.replace('_', '-')}-${prompt.id.slice(-2)}`);
      expect(prompt.id).toMatch(/^(g|pg|full)-[a-z-]+-\d{2}$/);
    }
  });

  it('keeps ids stable: a saved entry points at the same question', () => {
    const byId = new Map(JOURNAL_PROMPTS.map((prompt) => [prompt.id, prompt.text]));
    expect(byId.get('g-gratitude-01')).toBe('What made you smile today?');
    expect(byId.get('g-feelings-01')).toBe('How do you feel right now?');
    expect(byId.get('pg-feelings-01')).toBe('If your mood today were weather, what would the forecast be?');
    expect(byId.get('full-school-work-01')).toBe('What did you finish today, however small?');
    expect(byId.get('full-body-health-06')).toBe('What does looking after your health mean to you now, compared with five years ago?');
  });

  it('never repeats a prompt text, nor a follow-up within a prompt', () => {
    const normal = (text: string) => text.toLowerCase().replace(/[^a-z0-9 ]/g, '').replace(/\s+/g, ' ').trim();
    const texts = JOURNAL_PROMPTS.map((prompt) => normal(prompt.text));
    expect(texts.filter((text, i) => texts.indexOf(text) !== i)).toEqual([]);
    for (const prompt of JOURNAL_PROMPTS) expect(new Set(prompt.followUps).size, prompt.id).toBe(prompt.followUps.length);
  });

  it('tags every prompt with one to three known moods, and every mood has prompts in every mode', () => {
    const known = new Set(JOURNAL_MOODS.map((mood) => mood.id));
    for (const prompt of JOURNAL_PROMPTS) {
      expect(prompt.moods.length, prompt.id).toBeGreaterThanOrEqual(1);
      expect(prompt.moods.length, prompt.id).toBeLessThanOrEqual(3);
      expect(new Set(prompt.moods).size, prompt.id).toBe(prompt.moods.length);
      for (const mood of prompt.moods) expect(known.has(mood), `${prompt.id} ${mood}`).toBe(true);
    }
    // Every mood, the hard ones too, has enough prompts for a session, and a light one to open it.
    for (const mode of JOURNAL_CONTENT_MODES) {
      for (const mood of known) {
        const suiting = ofMode(mode).filter((prompt) => prompt.moods.includes(mood));
        expect(suiting.length, `${mode} ${mood}`).toBeGreaterThanOrEqual(5);
        expect(new Set(suiting.map((prompt) => prompt.category)).size, `${mode} ${mood} categories`).toBeGreaterThanOrEqual(3);
        expect(suiting.some((prompt) => prompt.difficulty === 1), `${mode} ${mood} light`).toBe(true);
      }
    }
  });

  it('gives every prompt one to three follow-up questions', () => {
    for (const prompt of JOURNAL_PROMPTS) {
      expect(prompt.followUps.length, prompt.id).toBeGreaterThanOrEqual(1);
      expect(prompt.followUps.length, prompt.id).toBeLessThanOrEqual(3);
      for (const followUp of prompt.followUps) expect(followUp, prompt.id).toMatch(/\?$/);
    }
  });

  it('offers picture answers only to G, four to six short ones, on most G prompts', () => {
    for (const prompt of JOURNAL_PROMPTS) {
      if (prompt.contentMode !== 'G') {
        expect(prompt.pictureChoices, prompt.id).toBeUndefined();
        continue;
      }
      if (!prompt.pictureChoices) continue;
      expect(prompt.pictureChoices.length, prompt.id).toBeGreaterThanOrEqual(4);
      expect(prompt.pictureChoices.length, prompt.id).toBeLessThanOrEqual(6);
      const labels = prompt.pictureChoices.map((choice) => choice.label);
      expect(new Set(labels).size, prompt.id).toBe(labels.length);
      for (const choice of prompt.pictureChoices) {
        expect(choice.emoji, prompt.id).toMatch(/\p{Extended_Pictographic}/u);
        expect(choice.emoji, prompt.id).not.toMatch(/[a-z]/i);
        expect(words(choice.label).length, `${prompt.id} ${choice.label}`).toBeLessThanOrEqual(3);
      }
    }
    const g = ofMode('G');
    expect(g.filter((prompt) => prompt.pictureChoices).length / g.length).toBeGreaterThanOrEqual(0.75);
  });

  it('keeps G short and plain: at most 12 words, short words, short follow-ups', () => {
    for (const prompt of ofMode('G')) {
      expect(words(prompt.text).length, prompt.text).toBeLessThanOrEqual(12);
      for (const word of words(prompt.text)) expect(word.replace(/[^\p{L}-]/gu, '').length, `${prompt.id} ${word}`).toBeLessThanOrEqual(9);
      for (const followUp of prompt.followUps) expect(words(followUp).length, followUp).toBeLessThanOrEqual(10);
    }
  });

  it('keeps PG and FULL prompts readable in one breath', () => {
    for (const prompt of ofMode('PG')) expect(words(prompt.text).length, prompt.text).toBeLessThanOrEqual(20);
    for (const prompt of ofMode('FULL')) expect(words(prompt.text).length, prompt.text).toBeLessThanOrEqual(25);
  });

  it('never asks for personal details: names, addresses, schools, photos, numbers', () => {
    const personal = /\b(address|full name|last name|surname|(your|the) name|school name|which school|photos?|selfies?|phone|number|password|where do you live|street|town|email)\b/i;
    for (const prompt of JOURNAL_PROMPTS) {
      for (const text of textsOf(prompt)) expect(text, prompt.id).not.toMatch(personal);
    }
  });

  it('keeps G free of anything frightening', () => {
    const scary = /\b(scary|scared|monsters?|ghosts?|dark|die|dies|dead|death|blood|hurt|nightmares?|afraid|danger|lost)\b/i;
    for (const prompt of ofMode('G')) {
      for (const text of textsOf(prompt)) expect(text, prompt.id).not.toMatch(scary);
    }
  });

  it("passes @grove/safety's classifier in its own mode: every prompt, follow-up and picture label", () => {
    const flagged: string[] = [];
    for (const prompt of JOURNAL_PROMPTS) {
      for (const text of textsOf(prompt)) {
        // The mentor says it (a reply) and a child may copy it into an entry (a message): safe both ways.
        for (const direction of ['reply', 'message'] as const) {
          const verdict = safetyClassify(text, { direction, contentMode: prompt.contentMode });
          if (!verdict.safe) flagged.push(`${prompt.id} (${direction}) ${verdict.category}: ${text}`);
        }
      }
    }
    expect(flagged).toEqual([]);
  });
});
