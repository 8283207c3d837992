import { describe, expect, it } from 'vitest';
import { journalDraftAppend } from './journalDraftAppend';

describe('journalDraftAppend', () => {
  it('puts the text into an empty draft', () => {
    expect(journalDraftAppend('', 'What made you brave today?')).toBe('What made you brave today?');
    expect(journalDraftAppend('  \n', 'What made you brave today?')).toBe('What made you brave today?');
  });

  it('adds the text after a blank line below what was written, keeping every word', () => {
    expect(journalDraftAppend('Rain all day.', 'What made you brave today?')).toBe('Rain all day.\n\nWhat made you brave today?');
    expect(journalDraftAppend('Line one\nLine two\n\n', 'Next')).toBe('Line one\nLine two\n\nNext');
  });

  it('trims the brought text and ignores an empty one', () => {
    expect(journalDraftAppend('Kept', '  \n ')).toBe('Kept');
    expect(journalDraftAppend('', '  Hello  ')).toBe('Hello');
  });

  it('does not add the same text twice in a row', () => {
    const once = journalDraftAppend('Mine', 'The question');
    expect(journalDraftAppend(once, 'The question')).toBe(once);
  });
});
