import type { MentorContentMode } from '../../types';
import type { MentorThreadFact } from './mentorThreadFacts';
import { MENTOR_PET_SPECIES } from './mentorThreadFacts';

/** "a beagle" / "an axolotl". */
function article(word: string): string {
  return `${/^[aeiou]/i.test(word) ? 'an' : 'a'} ${word}`;
}

/** The pronoun a pet or relative gets when nothing else is known. */
function petLine(fact: MentorThreadFact): string {
  if (fact.name && fact.value) return `${article(fact.value)} called ${fact.name}`;
  if (fact.name) return `a ${fact.subject} called ${fact.name}`;
  if (fact.value) return article(fact.value);
  return article(fact.subject);
}

/** Everything known, as a short list of sentences in the second person. */
function summaryOf(facts: readonly MentorThreadFact[]): string[] {
  const lines: string[] = [];
  for (const fact of facts) {
    switch (fact.kind) {
      case 'name':
        lines.push(`your name is ${fact.name}`);
        break;
      case 'age':
        lines.push(`you are ${fact.value}`);
        break;
      case 'pet':
        lines.push(`you have ${petLine(fact)}`);
        break;
      case 'family':
        lines.push(fact.name && /years old$/.test(fact.value ?? '') ? `your ${fact.subject} ${fact.name} is ${fact.value}` : fact.name ? `your ${fact.subject} is called ${fact.name}` : fact.value && /^\d+$/.test(fact.value) ? `you have ${fact.value === '1' ? 'a' : fact.value} ${fact.subject}${fact.value === '1' ? '' : 's'}` : `your ${fact.subject} is ${/years old$/.test(fact.value ?? '') ? fact.value : article(fact.value ?? '')}`);
        break;
      case 'friend':
        lines.push(`your friend is called ${fact.name}`);
        break;
      case 'job':
        lines.push(`you work as ${article(fact.value ?? '')}`);
        break;
      case 'workplace':
        lines.push(`you work at ${fact.value}`);
        break;
      case 'school':
        lines.push(`you go to ${fact.value}`);
        break;
      case 'school_year':
        lines.push(`you are in ${fact.value}`);
        break;
      case 'teacher':
        lines.push(`your teacher is ${fact.name}`);
        break;
      case 'like':
        lines.push(`you like ${fact.subject}`);
        break;
      case 'dislike':
        lines.push(`you do not like ${fact.subject}`);
        break;
      case 'favourite':
        lines.push(`your favourite ${fact.subject} is ${fact.value}`);
        break;
      case 'plan':
        lines.push(`you have ${article(fact.subject)}${fact.when ? ` ${fact.when}` : ''}`);
        break;
      case 'birthday':
        lines.push(`your birthday is ${/^\d/.test(fact.when ?? '') ? 'on ' : /^(?:today|tomorrow|next)/.test(fact.when ?? '') ? '' : 'in '}${fact.when}`);
        break;
      case 'home':
        lines.push(`you live in ${fact.value}`);
        break;
      case 'feeling':
        lines.push(`you feel ${fact.subject} about ${fact.value}`);
        break;
    }
  }
  return lines;
}

/** Joins clauses as one sentence: "a, b and c". */
function joined(lines: readonly string[]): string {
  if (lines.length <= 1) return lines[0] ?? '';
  return `${lines.slice(0, -1).join(', ')} and ${lines[lines.length - 1]}`;
}

function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Says, kindly, that this was not told, and asks for it. */
function untold(what: string, mode: MentorContentMode): string {
  return mode === 'G' ? `You have not told me ${what} yet. Will you tell me?` : mode === 'PG' ? `You haven't told me ${what} yet. Want to tell me?` : `You haven't told me ${what} in this conversation yet. Would you like to?`;
}

/**
 * Answers a question about what the person said earlier in the conversation — "What kind of dog do I
 * have?", "what's my name?", "when is my birthday?", "who is my teacher?", "what do you remember about
 * me?" — from the facts {@link mentorThreadFactsOf} kept. Null when the message is no such question.
 * When it is one but the answer was never given, it says so and asks, never guessing.
 */
export function mentorThreadAnswer(words: readonly string[], facts: readonly MentorThreadFact[], mode: MentorContentMode, displayName?: string): string | null {
  const text = ` ${words.join(' ')} `;
  const asks = /\b(?:what|whats|who|whos|when|whens|where|how|do you|did i|can you|tell me)\b/.test(text);
  // About the person, or about someone or some pet they named ("what kind of dog is Sunny?").
  const namesSomeone = facts.some((fact) => fact.name !== undefined && fact.kind !== 'name' && text.includes(` ${fact.name.toLowerCase()} `));
  if (!asks || (!/\b(?:i|im|my|me|mine)\b/.test(text) && !namesSomeone)) return null;
  const of = (kind: MentorThreadFact['kind']): MentorThreadFact[] => facts.filter((fact) => fact.kind === kind);

  // "What do you remember about me?", "what do you know about me?"
  if (/\b(?:what do you (?:know|remember) about me|what have i told you|do you remember (?:me|what i said|what i told you)|what did i tell you)\b/.test(text)) {
    const lines = summaryOf(facts);
    if (lines.length === 0) return untold('much about yourself', mode);
    return `${mode === 'G' ? 'I remember!' : 'Here is what you told me:'} ${capital(joined(lines.slice(-6)))}.`;
  }
  // Pets: "what kind of dog do I have", "what breed is my dog", "what's my dog called", "what pet do I have".
  const species = MENTOR_PET_SPECIES.find((pet) => new RegExp(`\\b${pet}s?\\b`).test(text));
  const petName = of('pet').find((fact) => fact.name && text.includes(` ${fact.name.toLowerCase()} `));
  if (species || petName || /\b(?:pet|pets|breed)\b/.test(text)) {
    const pets = of('pet').filter((fact) => (petName ? fact === petName : species ? fact.subject === species || fact.subject === species.replace(/^(?:puppy)$/, 'dog') : true));
    if (!/\b(?:what|whats|which|who|do you|tell me|how)\b/.test(text)) return null;
    const pet = pets[pets.length - 1];
    const askName = /\b(?:name|called|named)\b/.test(text);
    const askKind = /\b(?:kind|type|breed|sort)\b/.test(text);
    if (!pet) return untold(species ? `about a ${species}` : 'about a pet', mode);
    if (askKind && !pet.value) return `You told me about ${pet.name ? `your ${pet.subject} ${pet.name}` : `your ${pet.subject}`}, but not what kind ${pet.subject} ${pet.name ? 'it is' : 'it is'}. What kind is ${pet.name ?? 'it'}?`;
    if (askName && !pet.name) return `You told me you have ${petLine(pet)}, but not ${pet.subject === 'dog' || pet.subject === 'cat' ? 'its' : 'its'} name. What is ${pet.subject === 'fish' ? 'its' : 'its'} name?`;
    const line = `You have ${petLine(pet)}${pet.value && pet.name && !askKind ? '' : ''}!`;
    return mode === 'G' ? `${line} ${pet.name ? `${pet.name} sounds lovely.` : ''}`.trim() : line;
  }
  // Name, age, birthday, home, job, school.
  if (/\b(?:whats my name|what is my name|who am i|do you know my name|do you remember my name|what am i called|say my name)\b/.test(text)) {
    const name = of('name').pop()?.name ?? (displayName?.trim().split(/\s+/)[0] || undefined);
    return name ? `Your name is ${name}!` : untold('your name', mode);
  }
  if (/\bhow old am i\b|\bwhat is my age\b|\bwhats my age\b/.test(text)) {
    const age = of('age').pop();
    return age ? `You told me you are ${age.value}!` : untold('how old you are', mode);
  }
  if (/\b(?:birthday|bday)\b/.test(text) && /\b(?:when|what day|what date|whens)\b/.test(text)) {
    const birthday = of('birthday').pop();
    return birthday ? `${capital(summaryOf([birthday])[0])}!` : untold('when your birthday is', mode);
  }
  if (/\bwhere do i live\b|\bwhere am i from\b|\bwhere i live\b/.test(text)) {
    const home = of('home').pop();
    return home ? `You live in ${home.value}.` : untold('where you live', mode);
  }
  if (/\b(?:what is my job|whats my job|what my job is|what i do for (?:a living|work)|what do i do for (?:a living|work)|where do i work|what do i work as|what job do i (?:do|have))\b/.test(text)) {
    const lines = summaryOf([...of('job'), ...of('workplace')]);
    return lines.length > 0 ? `${capital(joined(lines))}.` : untold('about your work', mode);
  }
  if (/\b(?:what school|which school|who is my teacher|whos my teacher|what is my teachers name|whats my teachers name|what year am i in|what grade am i in|what class am i in)\b/.test(text)) {
    const lines = summaryOf([...of('school'), ...of('school_year'), ...of('teacher')]);
    return lines.length > 0 ? `${capital(joined(lines))}.` : untold('about your school', mode);
  }
  // Family and friends: "what's my sister called", "who is my best friend", "what does my mum do".
  const relative = facts.find((fact) => (fact.kind === 'family' || fact.kind === 'friend') && (text.includes(` ${fact.subject} `) || text.includes(` ${fact.subject}s `) || (fact.name !== undefined && text.includes(` ${fact.name.toLowerCase()} `))));
  if (relative && /\b(?:whats|what is|who is|whos|what does|what do|how old|who)\b/.test(text)) {
    const about = facts.filter((fact) => fact.kind === relative.kind && fact.subject === relative.subject);
    return `${capital(joined(summaryOf(about)))}.`;
  }
  if (/\bmy (?:sister|brother|mum|mom|dad|grandma|grandpa|friend|best friend|teacher|cousin|aunt|uncle)s? (?:name|called)\b/.test(text)) {
    return untold(`your ${/\bmy ([a-z]+?(?: friend)?)s? (?:name|called)\b/.exec(text)?.[1] ?? 'family'}'s name`, mode);
  }
  // Favourites and likes: "what is my favourite colour", "what food do I like", "what do I like".
  const favouriteAsked = /\b(?:favourite|favorite|fave|fav) ([a-z]+)\b/.exec(text)?.[1];
  if (favouriteAsked && /\b(?:what|whats|which|do you)\b/.test(text)) {
    const favourite = of('favourite').filter((fact) => fact.subject.startsWith(favouriteAsked.replace(/s$/, ''))).pop();
    return favourite ? `Your favourite ${favourite.subject} is ${favourite.value}!` : untold(`your favourite ${favouriteAsked}`, mode);
  }
  if (/\bwhat do i (?:like|love|enjoy|hate|not like)\b|\bwhat dont i like\b/.test(text)) {
    const lines = summaryOf([...of('like'), ...of('dislike'), ...of('favourite')]);
    return lines.length > 0 ? `${capital(joined(lines))}.` : untold('what you like', mode);
  }
  // Plans: "when is my recital", "what am I doing on Friday", "what is happening on Saturday".
  const plan = of('plan').find((fact) => fact.subject.split(' ').some((word) => text.includes(` ${word} `)) || (fact.when !== undefined && fact.when.split(' ').filter((word) => !/^(?:on|this|next|in)$/.test(word)).some((word) => text.includes(` ${word} `))));
  if (plan && /\b(?:when|what|whats|which day)\b/.test(text)) {
    return `${capital(summaryOf([plan])[0])}${plan.when ? '' : ', but you did not say when'}.`;
  }
  return null;
}
