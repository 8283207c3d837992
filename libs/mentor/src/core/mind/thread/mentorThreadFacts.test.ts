import { describe, expect, it } from 'vitest';
import { mentorThreadFactsOf } from './mentorThreadFacts';

const one = (message: string) => mentorThreadFactsOf([message]).map(({ messageIndex: _index, ...fact }) => fact);

describe('mentorThreadFactsOf', () => {
  it('keeps a pet, its name and, from the next sentence, its breed', () => {
    expect(one('My dog is called Biscuit and he is a beagle')).toEqual([{ kind: 'pet', subject: 'dog', name: 'Biscuit', value: 'beagle' }]);
    expect(mentorThreadFactsOf(['My dog is called Biscuit.', 'He is a beagle!'])).toEqual([{ kind: 'pet', subject: 'dog', name: 'Biscuit', value: 'beagle', messageIndex: 1 }]);
    expect(one('I have a beagle called Biscuit')).toEqual([{ kind: 'pet', subject: 'dog', name: 'Biscuit', value: 'beagle' }]);
    expect(one("my cat's name is Luna")).toEqual([{ kind: 'pet', subject: 'cat', name: 'Luna' }]);
    expect(one('we have two rabbits')).toEqual([{ kind: 'pet', subject: 'rabbit' }]);
  });

  it('keeps names, ages and family', () => {
    expect(one("Hi, I'm Sam")).toEqual([{ kind: 'name', subject: 'you', name: 'Sam' }]);
    expect(one("I'm tired")).toEqual([]);
    expect(one('my name is priya')).toEqual([{ kind: 'name', subject: 'you', name: 'Priya' }]);
    expect(one('I am seven years old')).toEqual([{ kind: 'age', subject: 'you', value: '7' }]);
    expect(one('My sister is called Mia')).toEqual([{ kind: 'family', subject: 'sister', name: 'Mia' }]);
    expect(one('my mum is a nurse')).toEqual([{ kind: 'family', subject: 'mum', value: 'nurse' }]);
    expect(one('My best friend is Zoe')).toEqual([{ kind: 'friend', subject: 'friend', name: 'Zoe' }]);
  });

  it('keeps work, school, likes, favourites, plans, birthdays and home', () => {
    expect(one('I work as a software engineer')).toEqual([{ kind: 'job', subject: 'you', value: 'software engineer' }]);
    expect(one("I'm in year 3 and my teacher is Mrs Patel")).toEqual([
      { kind: 'school_year', subject: 'you', value: 'year 3' },
      { kind: 'teacher', subject: 'teacher', name: 'Mrs Patel' },
    ]);
    expect(one('I love dinosaurs')).toEqual([{ kind: 'like', subject: 'dinosaurs' }]);
    expect(one("I don't like broccoli")).toEqual([{ kind: 'dislike', subject: 'broccoli' }]);
    expect(one('My favourite colour is green')).toEqual([{ kind: 'favourite', subject: 'colour', value: 'green' }]);
    expect(one('I have a piano recital on Friday')).toEqual([{ kind: 'plan', subject: 'piano recital', when: 'on friday' }]);
    expect(one('my exam is next week')).toEqual([{ kind: 'plan', subject: 'exam', when: 'next week' }]);
    expect(one('my birthday is on 3 May')).toEqual([{ kind: 'birthday', subject: 'you', when: '3 May' }]);
    expect(one('I live in Leeds')).toEqual([{ kind: 'home', subject: 'you', value: 'Leeds' }]);
  });

  it('lets a later answer replace an earlier one', () => {
    const facts = mentorThreadFactsOf(['My favourite colour is green', 'Actually my favourite colour is blue']);
    expect(facts).toEqual([{ kind: 'favourite', subject: 'colour', value: 'blue', messageIndex: 1 }]);
  });

  it('hears names, breeds, ages and school years however they are put, and corrections', () => {
    expect(one("I'm Aisha by the way")).toEqual([{ kind: 'name', subject: 'you', name: 'Aisha' }]);
    expect(one("we have a dog named Pepper, she's a border collie")).toEqual([{ kind: 'pet', subject: 'dog', name: 'Pepper', value: 'border collie' }]);
    expect(one('my little brother Sam is 4').at(-1)).toEqual({ kind: 'family', subject: 'brother', name: 'Sam', value: '4 years old' });
    expect(one("I'm in 7th grade")).toEqual([{ kind: 'school_year', subject: 'you', value: 'grade 7' }]);
    expect(mentorThreadFactsOf(['my dog is called Max', 'oops no sorry his name is Rocky']).map((fact) => fact.name)).toEqual(['Rocky']);
    expect(one("I'm tired")).toEqual([]);
  });

  it('names the pet just described, and takes no verb for a friend\'s name', () => {
    expect(one('my dog is a golden retriever his name is Sunny')).toEqual([{ kind: 'pet', subject: 'dog', name: 'Sunny', value: 'golden retriever' }]);
    expect(one("my friend won't play with me")).toEqual([]);
    expect(one('my best friend is ignoring me')).toEqual([]);
    expect(one('My friend Sterling is funny')).toEqual([{ kind: 'friend', subject: 'friend', name: 'Sterling' }]);
  });

  it('keeps plans for someone else and outings', () => {
    expect(one('my son is starting secondary school in September')).toEqual([{ kind: 'plan', subject: 'son starting secondary school', when: 'in september' }]);
    expect(one('its my grandmas birthday on sunday')).toEqual([{ kind: 'plan', subject: 'grandmas birthday', when: 'on sunday' }]);
    expect(one("we're going camping next weekend")).toEqual([{ kind: 'plan', subject: 'camping', when: 'next weekend' }]);
  });

  it('keeps what the person is training or preparing for, with its date', () => {
    expect(one("I'm training for a 10 km run in May")).toEqual([{ kind: 'plan', subject: 'training for a 10 km run', when: 'in may' }]);
    expect(one('we are saving up for our trip to Spain next year')).toEqual([{ kind: 'plan', subject: 'saving up for our trip', when: 'next year' }]);
    expect(one('I have a half marathon on Sunday')).toEqual([{ kind: 'plan', subject: 'half marathon', when: 'on sunday' }]);
    // Without a date it is not a plan the thread keeps.
    expect(one("I'm training for a marathon")).toEqual([]);
  });
});
