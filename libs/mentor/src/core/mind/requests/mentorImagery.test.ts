import { safetyClassify } from '@grove/safety';
import { describe, expect, it } from 'vitest';
import { MENTOR_IMAGE_PHRASES, mentorImageOf } from './mentorImagery';
import { mentorHeroStory, mentorPoem, mentorSubjectStory } from './mentorMakers';

const seed = { seed: 7, salt: '' };

describe('mentorImageOf', () => {
  it('finds the images of a subject however it is said', () => {
    expect(mentorImageOf('pirates')?.sights).toContain('a crumpled treasure map');
    expect(mentorImageOf('the ocean')?.sights).toContain('the rolling waves');
    expect(mentorImageOf('a football match')?.sights).toContain('the bouncing ball');
    expect(mentorImageOf('a teapot')).toBeNull();
  });

  it('holds only phrases that pass the family safety classifier as G', () => {
    for (const phrase of MENTOR_IMAGE_PHRASES) expect(safetyClassify(phrase, { direction: 'reply', contentMode: 'G' }), phrase).toMatchObject({ safe: true });
  });
});

describe('the makers paint the subject', () => {
  it('puts a pirate on a ship and an astronaut among the stars', () => {
    expect(mentorHeroStory('pirates', null, 'PG', 'normal', seed)).toMatch(/ship/);
    expect(mentorHeroStory('astronaut', null, 'G', 'normal', seed)).toMatch(/stars|moon/);
    expect(mentorHeroStory('cat', 'goes to the moon', 'G', 'normal', seed, 'Whiskers')).toMatch(/Whiskers, who went to the moon/);
  });

  it('gives a football match its pitch and ball, and an autumn poem its leaves', () => {
    expect(mentorSubjectStory('a football match', 'PG', 'normal', seed)).toMatch(/pitch/);
    expect(mentorPoem('autumn', 'FULL', null, seed)).toMatch(/leaves/);
    expect(mentorPoem('the ocean', 'PG', null, seed)).toMatch(/waves/);
    // A subject without images keeps the bank's own lines.
    expect(mentorPoem('a teapot', 'PG', null, seed)).toMatch(/sunshine/);
  });
});
