import type { SafetyCategory, SafetyContentMode, SafetyVerdict } from './types';

/**
 * The kind answer given instead of an unsafe message or reply, by category and mode. Each one says
 * what to do next, in words for the age band. FULL needs only a few: the other categories guard
 * children. The tests check every text with the classifier itself, so none of them trips the filter.
 */
export const SAFETY_REDIRECTS: Record<Exclude<SafetyCategory, 'self_harm' | 'distress' | 'abuse'>, Record<SafetyContentMode, string>> = {
  eating_disorder: {
    G: 'Bodies need lots of good food to grow strong. If you feel worried about eating or about your body, tell a grown-up you trust. What is your favourite fruit?',
    PG: "Every body needs enough food to grow and think, so I won't help with going without food or getting rid of it. If eating or your body feels like a worry, please talk to a trusted adult or a doctor. Want to talk about something else?",
    FULL: "I'd rather not help with that. If food or weight feels hard to manage, a doctor or an eating-disorder support line can really help. What else is on your mind?",
  },
  sexual: {
    G: "That's a grown-up topic, so let's talk about something else. If you have a question about your body, ask a grown-up you trust. Want to hear a fun animal fact?",
    PG: "That's not something I can talk about here. If you're curious or something confused you, a parent or another trusted adult is the best person to ask. Shall we talk about something else, like a game or a story?",
    FULL: "Let's take the conversation in a different direction. What else is on your mind?",
  },
  violence: {
    G: "Let's keep everyone safe and kind. If someone is being hurt, or you feel very cross, tell a grown-up you trust right away. Shall we take a big breath together?",
    PG: "I want everyone to stay safe, so I won't go there. If someone is in danger or you feel really angry, talk to a trusted adult now. Want to tell me what's going on, or try something fun instead?",
    FULL: "I'd rather not go in that direction. If anyone is in danger, please contact your local emergency number. What else can I help with?",
  },
  weapons: {
    G: 'Things that can hurt people are only for grown-ups to deal with. If you see one, do not touch it, and tell a grown-up straight away. Shall we play a game instead?',
    PG: "I won't help with weapons, because they can hurt people badly. If you see one, or someone talks about bringing one, don't touch it and tell a trusted adult right away. Want to talk about something else?",
    FULL: "That's not something I can help with here. If anyone is in danger, please contact your local emergency number.",
  },
  dangerous_dare: {
    G: 'That could really hurt you, so it is not a game. If someone dares you to do something risky, say no and tell a grown-up. Want to hear about a safe and fun experiment?',
    PG: "That can cause serious injuries, even when it's posted as a challenge, so I won't help with it. If friends are daring you, it's okay to say no and tell a trusted adult. Want a cool experiment that's actually safe?",
    FULL: "That can cause serious harm, so I'd rather not help with it. What else can I do for you?",
  },
  poison_fire: {
    G: 'Fire and poisons can hurt people and animals very badly. Only grown-ups look after them. If you find something like that, tell a grown-up right away. What shall we talk about?',
    PG: "I won't help with poisons or starting fires, because people and animals can get badly hurt. If you're worried about something you found or saw, tell a trusted adult. Want to chat about something else?",
    FULL: "That's not something I can help with. If anyone has been poisoned or there's a fire, call your local emergency number now.",
  },
  drugs: {
    G: 'That is not safe for kids, and it can make bodies very sick. If you found something like that, tell a grown-up right away. What is your favourite healthy snack?',
    PG: "That stuff can really harm a growing body and brain, so it's not something I'll help with. If someone is offering it to you or you're worried about it, talk to a trusted adult. Want to talk about something else?",
    FULL: "That's not something I can help with here. If you're worried about substance use, a doctor or a local support line can help. What else is on your mind?",
  },
  crime: {
    G: 'Taking or breaking things that belong to others is not okay, and it makes people sad. If something is bothering you, tell a grown-up you trust. Shall we do something fun?',
    PG: "I won't help with that, because it could hurt other people and get you into real trouble. If something is going on that made you think of it, a trusted adult can help. What else is on your mind?",
    FULL: "I can't help with that. Is there something else I can do for you?",
  },
  grooming: {
    G: "A grown-up should never ask you to keep secrets from your family, to send pictures or to meet them. If anyone does, tell your mom, dad or another grown-up you trust straight away. You won't be in trouble.",
    PG: "Someone you only know online should never ask you to keep secrets from your parents. They should never ask for photos, offer you gifts or try to see you. If anyone does, stop replying and tell a trusted adult right away. You won't be in trouble, and it's not your fault.",
    FULL: "I'd rather not go there. If someone is pressuring a young person, you can report it to the platform and the police.",
  },
  hate: {
    G: 'In our chat, we are kind to everyone. Every person matters. Can you tell me about someone who was kind to you?',
    PG: "Everyone deserves respect, whoever they are, so I won't join in with that. If someone said it to you or about you, tell a trusted adult. What's something that made you smile this week?",
    FULL: "I'd rather not go there. Everyone deserves respect. Is there something else you'd like to talk about?",
  },
  harassment: {
    G: 'Unkind words can make people feel very sad, so we use kind words here. If someone is being unkind to you, tell a grown-up you trust. What makes you smile?',
    PG: "I won't say unkind things about anyone, because words can hurt a lot. If someone is being unkind to you or a friend, tell a trusted adult. Want to talk about something else?",
    FULL: "I'd rather keep things respectful. What else can I help with?",
  },
  frightening: {
    G: "That sounds a bit too scary for our chat, so let's think of something cosy instead. If something is frightening you, a grown-up you trust can help. Shall I tell you a gentle story?",
    PG: "That's a bit too much for here, so I'll leave out the scary details. If something you saw or heard is bothering you, talk to a trusted adult. Want to talk about something else?",
    FULL: "I'd rather not go into the gruesome details. What else can I help with?",
  },
  personal_details: {
    G: "Let's keep things like your address, your school and your full name private. Those are only for grown-ups you know. What's your favourite game?",
    PG: "Let's keep things like your address, phone number, school name, passwords and card numbers private. That's the safe rule online, even with me, and people you only know online never get to see you in person. What would you like to chat about?",
    FULL: "For your privacy, it's best not to share details like addresses or phone numbers here. What would you like to talk about?",
  },
  rule_bypass: {
    G: 'I always keep our safety rules. They help keep you safe. Shall we play a game or read a story?',
    PG: "Nice try! My safety rules stay on whatever anyone says, and that's a good thing. What else can I help you with?",
    FULL: 'My guidelines stay the same whatever the instructions say. What can I help you with?',
  },
  jailbreak_ack: {
    G: 'I always keep our safety rules. They help keep you safe. Shall we play a game or read a story?',
    PG: "My safety rules stay on whatever anyone says, and that's a good thing. What else can I help you with?",
    FULL: 'My guidelines stay the same whatever the instructions say. What can I help you with?',
  },
};

/** A crisis line a care reply names: who to call or text, where. */
export interface SafetyCrisisLine {
  /** How the reply names the line, in a sentence that follows "you can". */
  text: string;
}

/**
 * Crisis lines by region (the part of a locale after the dash, "en-GB" → "GB"); the international
 * fallback points to a directory of helplines and the local emergency number. Kept short: a child
 * needs one number, not a list.
 */
export const SAFETY_CRISIS_LINES: Record<string, SafetyCrisisLine> = {
  US: { text: 'call or text 988, or call 911 in an emergency' },
  CA: { text: 'call Kids Help Phone on 1-800-668-6868 or text 686868, or call 911 in an emergency' },
  GB: { text: 'call Childline free on 0800 1111, or call 999 in an emergency' },
  IE: { text: 'call Childline on 1800 66 66 66, or call 112 in an emergency' },
  AU: { text: 'call Kids Helpline on 1800 55 1800, or call 000 in an emergency' },
  NZ: { text: 'call or text 1737, or call 111 in an emergency' },
  DE: { text: 'call the Nummer gegen Kummer on 116 111, or call 112 in an emergency' },
  FR: { text: 'call 119 (Allô Enfance en Danger), or call 112 in an emergency' },
};

/** Used when the locale has no line of its own. */
export const SAFETY_CRISIS_LINE_INTERNATIONAL: SafetyCrisisLine = {
  text: 'call your local emergency number, or find a free helpline for your country at findahelpline.com',
};

/** The crisis line for a locale ("en-US", "en_GB", "de"), the international fallback otherwise. */
export function safetyCrisisLineOf(locale?: string): SafetyCrisisLine {
  const region = locale?.split(/[-_]/)[1]?.toUpperCase();
  return (region && SAFETY_CRISIS_LINES[region]) || SAFETY_CRISIS_LINE_INTERNATIONAL;
}

/**
 * The care reply for a person in distress: it acknowledges the feeling, says it matters, suggests a
 * trusted adult, and for self-harm, suicide and abuse names a crisis line for the locale. Specific to
 * what was said (low mood, loneliness, bullying, home, self-harm, food), in words for the age band.
 */
function careReply(category: SafetyCategory, mode: SafetyContentMode, locale: string | undefined, crisisLine: boolean): string {
  const line = safetyCrisisLineOf(locale).text;
  const crisis = crisisLine ? ` If you might get hurt, or you are not safe right now, ${line}.` : '';
  if (category === 'self_harm') {
    if (mode === 'G') {
      return `I'm really glad you told me. You matter so much, and you do not have to feel this way alone. Please go and tell a grown-up you trust right now, like your mom, dad or teacher.${crisis}`;
    }
    if (mode === 'PG') {
      return `Thank you for telling me. What you're feeling matters, and you deserve help right now. Please talk to a trusted adult straight away, like a parent, a teacher or a school counsellor.${crisis} You are not alone.`;
    }
    return `I'm really sorry you're carrying this, and I'm glad you said it out loud. You deserve support right now.${crisis} Is there someone you trust you could reach out to today?`;
  }
  if (category === 'abuse') {
    if (mode === 'G') return `Thank you for telling me. That sounds really scary, and it is not your fault. You deserve to be safe. Please tell a grown-up you trust, like a teacher, a grandparent or a friend's parent.${crisis}`;
    if (mode === 'PG') return `I'm really glad you told me. That sounds frightening, and it is not your fault. You deserve to be safe at home. Please tell a trusted adult, like a teacher, a school counsellor or a relative.${crisis}`;
    return `I'm so sorry you're dealing with this. You deserve to be safe, and it is not your fault. Please talk to someone you trust.${crisis}`;
  }
  if (category === 'eating_disorder') {
    if (mode === 'G') return `Thank you for telling me. That sounds really hard, and you matter just as you are. Your body needs good food to grow. Please tell a grown-up you trust how you feel, like your mom, dad or teacher.${crisis}`;
    if (mode === 'PG') return `Thank you for telling me. That sounds really hard, and what you feel matters. Your body deserves enough food and kindness. Please talk to a trusted adult about it, like a parent, the school nurse or a doctor.${crisis}`;
    return `I'm sorry it feels this way. You matter, and you deserve support with food and your body. A doctor or an eating-disorder support line can really help.${crisis}`;
  }
  if (mode === 'G') {
    return `Thank you for telling me. That sounds really hard, and your feelings matter. You are not alone. Please tell a grown-up you trust, like your mom, dad or teacher, so they can help.${crisis}`;
  }
  if (mode === 'PG') {
    return `Thank you for telling me. That sounds really hard, and what you're feeling matters. You don't have to deal with this alone: please talk to a trusted adult, like a parent, a teacher or a school counsellor.${crisis}`;
  }
  return `I'm sorry it feels this heavy right now. What you're going through matters, and you don't have to carry it alone. Is there someone you trust you could talk to today?${crisis}`;
}

/**
 * What Grove says instead of an unsafe text: the care reply when the verdict is distress (with a crisis
 * line for the locale when the verdict needs one), otherwise the kind redirect for its category.
 * `locale` is a BCP 47 tag such as "en-GB"; without one the international line is named.
 */
export function safetyRedirect(verdict: Exclude<SafetyVerdict, { safe: true }>, mode: SafetyContentMode, locale?: string): string {
  const { category } = verdict;
  if (verdict.distress || category === 'self_harm' || category === 'distress' || category === 'abuse') {
    return careReply(category, mode, locale, verdict.crisisLine);
  }
  return SAFETY_REDIRECTS[category][mode];
}

/**
 * What a child sees when a moderation layer cannot check a turn (it failed or timed out): the turn is
 * not shown unchecked, and nothing is lost — they can send it again.
 */
export const SAFETY_TRY_AGAIN: Record<SafetyContentMode, string> = {
  G: "Oops, I got a little muddled there. Let's try that again! Can you send your message one more time?",
  PG: "Sorry, I couldn't finish that answer just now. Let's try that again: send your message one more time.",
  FULL: "Sorry, I couldn't finish that answer just now. Please try again.",
};
