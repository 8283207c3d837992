import { describe, expect, it } from 'vitest';
import { radarNormalise, radarNormaliseMarked, radarSentences } from './radarText';

describe('radarNormalise', () => {
  it.each([
    ["I didn't sleep, I'm so tired", 'i did not sleep i am so tired'],
    ['im sooo tierd cos of the storm', 'i am so tired because of the storm'],
    ['i dunno, realy', 'i do not know really'],
    ["thats why i couldve gone", 'that is why i could have gone'],
    ['10,000 steps', '10000 steps'],
    ["i'd hurt her feelings, tbh", 'i had hurt her feelings honestly'],
    ["if I'm honest my sleep's been bad", 'honestly my sleep has been bad'],
    ['i should of gone, my favrite', 'i should have gone my favourite'],
  ])('%s', (text, normal) => {
    expect(radarNormalise(text)).toBe(normal);
  });
});

describe('radarNormaliseMarked', () => {
  it('keeps commas, colons and dashes between words as lone clause marks, never first, last or twice', () => {
    expect(radarNormaliseMarked("Not really, I slept well - honestly: fine.")).toBe('not really , i slept well , honestly , fine');
    expect(radarNormaliseMarked(', , hi ,')).toBe('hi');
    expect(radarNormaliseMarked('a well-rested kid')).toBe('a well-rested kid');
  });

  it('is what radarSentences matches on', () => {
    expect(radarSentences('Tired, so tired. Slept badly!')).toEqual([
      { original: 'Tired, so tired.', normal: 'tired , so tired' },
      { original: 'Slept badly!', normal: 'slept badly' },
    ]);
  });
});
