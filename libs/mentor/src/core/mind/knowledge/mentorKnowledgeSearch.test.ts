import { describe, expect, it } from 'vitest';
import { mentorParse } from '../understand/mentorParse';
import { mentorKnowledgeFind } from './mentorKnowledgeSearch';

/** The id of the topic the search finds for a message, or null. */
const found = (message: string): string | null => mentorKnowledgeFind(mentorParse(message))?.topic.id ?? null;

describe('mentorKnowledgeFind', () => {
  it('reads a record question by its superlative, never by "in the world", "ever" or "on earth"', () => {
    expect(found('whats the fastest animal in the world')).toBe('fastest-animals');
    expect(found('what is the fastest animal on earth')).toBe('fastest-animals');
    expect(found('what is the fastest bird')).toBe('fastest-animals');
    expect(found('what is the biggest animal in the world?')).toBe('whales');
    expect(found("what's the biggest animal ever")).toBe('whales');
    expect(found('what is the tallest tree in the world')).toBe('giant-sequoias');
    expect(found('which is the tallest tree in the whole world')).toBe('giant-sequoias');
    expect(found('what is the smallest country in the world')).toBe('biggest-countries');
    expect(found('what is the largest country in the world')).toBe('biggest-countries');
  });

  it('keeps "world" where it is the subject, without a superlative', () => {
    expect(found('how many people are in the world')).toBe('world-population');
    expect(found('which country has won the most world cups?')).toBe('fifa-world-cup');
  });

  it('takes the subject of a do-support question, even when compromise reads it as a verb', () => {
    expect(found('do fish sleep')).toBe('fish');
    expect(found('do bees sleep')).toBe('honey-bees');
    expect(found('do dogs dream')).toBe('dogs');
    expect(found('how do clouds float')).toBe('clouds');
    expect(found('how do hurricanes form')).toBe('hurricanes');
    expect(found('how do planes stay up in the air')).toBe('how-aeroplanes-fly');
    expect(found('how many strings does a guitar have')).toBe('guitar');
    expect(found('how many legs does a spider have')).toBe('spiders');
    expect(found('how do drums make a sound')).toBe('drums');
    // A pronoun is never the subject: "why do we yawn" is about yawning.
    expect(found('why do we yawn')).toBe('yawning');
    expect(found('how does the heart work')).toBe('heart');
  });

  it('skips framing and general nouns for the one the question is about', () => {
    expect(found('whats the difference between a solid a liquid and a gas')).toBe('states-of-matter');
    expect(found('who was the first president of the united states?')).toBe('george-washington');
    expect(found('who was the first woman to fly solo across the atlantic')).toBe('amelia-earhart');
    expect(found('who was the first person to walk on the moon?')).toBe('moon-landing');
    expect(found('who was the first man on the moon')).toBe('moon-landing');
  });

  it('tells World War One and Two apart by their number', () => {
    expect(found('when did world war 2 end')).toBe('world-war-two');
    expect(found('when did ww2 end')).toBe('world-war-two');
    expect(found('when did world war ii start')).toBe('world-war-two');
    expect(found('when did world war 1 start')).toBe('world-war-one');
    expect(found('what was ww1')).toBe('world-war-one');
  });

  it('lets a topic sharing two of the question words answer when the subject is another word', () => {
    expect(found('where does the water go when you flush the toilet')).toBe('toilets-and-plumbing');
    expect(found('what instrument has 88 keys')).toBe('piano');
    expect(found('what temperature does water boil at')).toBe('states-of-matter');
    expect(found('how does the knight move in chess')).toBe('chess');
  });

  it('still answers only about a subject the bank knows', () => {
    expect(found('what is a black hole')).toBe('black-holes');
    expect(found('how do octopuses change colour')).toBe('octopuses');
    expect(found('what is the moon made of')).toBe('the-moon');
  });

  it('gives an invention story only when asked who, when or about inventing', () => {
    expect(found('who invented the toilet')).toBe('invention-toilet');
    expect(found('when was the aeroplane invented')).toBe('invention-aeroplane');
    expect(found('how do planes fly')).toBe('how-aeroplanes-fly');
  });

  it('finds the newer topics by the words people ask with', () => {
    expect(found("what's in a camel's hump?")).toBe('camels');
    expect(found("what's a hat trick")).toBe('hat-trick');
    expect(found('how do stocks work')).toBe('stocks-and-shares');
    expect(found("what's a credit score and why does it matter")).toBe('credit-scores');
    expect(found('what are vitamins')).toBe('vitamins');
    expect(found('what happened in 1066')).toBe('norman-conquest');
    expect(found('who won the battle of hastings')).toBe('norman-conquest');
  });
});
