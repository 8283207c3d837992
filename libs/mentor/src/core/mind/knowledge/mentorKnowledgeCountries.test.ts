import { describe, expect, it } from 'vitest';
import { mentorParse } from '../understand/mentorParse';
import { mentorCountryAnswer, mentorCountryFind } from './mentorKnowledgeCountries';

const find = (message: string) => mentorCountryFind(mentorParse(message).words);

describe('countries (countries-list)', () => {
  it('answers capitals, languages, money and where a country is', () => {
    expect(mentorCountryAnswer(find('what is the capital of France?')!, 'G')).toMatch(/^The capital of France is Paris\./);
    expect(mentorCountryAnswer(find("what's the capital of japan")!, 'PG')).toContain('Tokyo');
    expect(mentorCountryAnswer(find('capital of Kenya')!, 'FULL')).toContain('Nairobi');
    expect(mentorCountryAnswer(find('What language do they speak in Brazil?')!, 'PG')).toContain('Portuguese');
    expect(mentorCountryAnswer(find('what money does Japan use')!, 'PG')).toMatch(/Yen/i);
    expect(mentorCountryAnswer(find('where is Peru?')!, 'G')).toMatch(/South America/);
    expect(mentorCountryAnswer(find('what is the capital of Scotland')!, 'G')).toContain('Edinburgh');
    expect(mentorCountryAnswer(find('what is the capital of the United States')!, 'FULL')).toContain('Washington');
  });

  it('answers the reverse: which country a capital belongs to', () => {
    expect(mentorCountryAnswer(find('Canberra is the capital of which country?')!, 'PG')).toMatch(/Canberra is the capital of Australia/);
  });

  it('does not take everyday words for countries', () => {
    expect(find('what do turkeys eat')).toBeNull();
    expect(find('tell me about turkey')).toBeNull();
    expect(find('what is the capital of Turkey')?.country.capital).toBe('Ankara');
    expect(find('I have a guinea pig')).toBeNull();
    expect(find('my friend Jordan is funny')).toBeNull();
  });

  it('hears a capital asked without a question word', () => {
    expect(find('capital city of australia?')).toMatchObject({ ask: 'capital', country: { capital: 'Canberra' } });
    expect(find('Is Istanbul the capital of Turkey?')).toMatchObject({ ask: 'capital', country: { capital: 'Ankara' } });
  });

  it('leaves a question about a person to the knowledge bank', () => {
    expect(find('who was the first president of the united states?')).toBeNull();
    expect(find('who is the king of Spain')).toBeNull();
  });
});
