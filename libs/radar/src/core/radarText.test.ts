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
    // Children's regularised pasts and spellings, thumbs' "ill", a plural's apostrophe, a noun's "'s".
    ['we runned and swinged, then i falled over', 'we ran and swung then i fell over'],
    ['i coudnt find it agen wen i lissened', 'i could not find it again when i listened'],
    ['i now no that, i dont no why', 'i now know that i do not know why'],
    ['ill ask her, i was ill', 'i will ask her i was ill'],
    ["four hours' sleep, a good nights kip", "four hours sleep a good night's kip"],
    ["my brain's like mush, my dad's car", "my brain is like mush my dad's car"],
    ["something's wrong, the hole story", 'something is wrong the whole story'],
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
