import type { MentorContentMode } from '../types';

/** Lists of phrases by content mode. */
export type BuiltinByMode = Record<MentorContentMode, readonly string[]>;

/** Opening lines for a greeting. `{name}` is the person's name (or nothing), `{again}` marks a return. */
export const BUILTIN_GREETINGS: BuiltinByMode = {
  G: ['Hi{name}! I am Grove.', 'Hello{name}! It is Grove here.', 'Hi there{name}! I am happy to see you.'],
  PG: ['Hey{name}! Grove here, great to see you!', 'Hi{name}! Ready for a good chat?', 'Hello{name}! Grove reporting for duty!'],
  FULL: ['Hello{name}, it is good to hear from you.', 'Hi{name}, welcome; I am glad you stopped by.', 'Hello{name}. It is nice to have a moment to talk.'],
};

/** A greeting while a conversation is already going. */
export const BUILTIN_GREETINGS_AGAIN: BuiltinByMode = {
  G: ['Hi again{name}!', 'Hello again{name}!'],
  PG: ['Hey again{name}!', 'Hi again{name}, good to have you back!'],
  FULL: ['Hello again{name}.', 'Good to hear from you again{name}.'],
};

/** Questions that follow a greeting. */
export const BUILTIN_GREETING_FOLLOW_UPS: BuiltinByMode = {
  G: ['How do you feel today?', 'What did you do today?', 'Do you want a story, a joke, or a chat?'],
  PG: ['How is your day going?', 'What is on your mind today?', 'Fancy a story, a joke, or just a chat?'],
  FULL: ['How are you doing today, honestly?', 'What is on your mind at the moment?', 'What would you like to talk about?'],
};

/** Answers to "how are you?". */
export const BUILTIN_HOW_AM_I: BuiltinByMode = {
  G: ['I am happy, thank you!', 'I feel good. Thank you for asking!'],
  PG: ['I am doing great, thanks for asking!', 'Feeling chatty, thanks for asking!'],
  FULL: ['I am well, thank you for asking.', 'I am doing well, and I appreciate you asking.'],
};

/** Replies to thanks. */
export const BUILTIN_THANKS: BuiltinByMode = {
  G: ['You are welcome!', 'Any time! I like helping.'],
  PG: ['You are very welcome!', 'No problem at all, happy to help!'],
  FULL: ['You are very welcome; I am glad it helped.', 'My pleasure, truly.'],
};

/** Questions that follow thanks. */
export const BUILTIN_THANKS_FOLLOW_UPS: BuiltinByMode = {
  G: ['What do you want to do next?', 'Do you want a joke?'],
  PG: ['Anything else on your mind?', 'Want to keep chatting or try a story?'],
  FULL: ['Is there anything else you would like to talk through?', 'What else is on your mind?'],
};

/** Goodbyes. */
export const BUILTIN_FAREWELLS: BuiltinByMode = {
  G: ['Bye{name}! I liked talking with you. See you soon!', 'Goodbye{name}! Have a happy day!'],
  PG: ['See you later{name}! That was a great chat.', 'Bye for now{name}! Come back any time.'],
  FULL: ['Take care{name}; it was good talking with you.', 'Goodbye for now{name}. I am here whenever you want to pick this up again.'],
};

/** Goodbyes at night. */
export const BUILTIN_GOOD_NIGHTS: BuiltinByMode = {
  G: ['Good night{name}! Sleep tight and have sweet dreams.'],
  PG: ['Night{name}! Sleep well and dream big.'],
  FULL: ['Good night{name}; I hope you get some proper rest.'],
};

/** How a statement with a topic is reflected. `{topic}` is the reflected topic. */
export const BUILTIN_CHAT_REFLECT_TOPIC: BuiltinByMode = {
  G: ['Thank you for telling me about {topic}.', 'Oh, {topic}! Tell me more.', 'I like hearing about {topic}.'],
  PG: ['Ooh, {topic}! Tell me more.', 'Thanks for telling me about {topic}, that sounds interesting!', 'So {topic} is on your mind, cool!'],
  FULL: ['Thank you for sharing that about {topic}; I would like to hear more.', 'It sounds like {topic} has been on your mind.', 'That is interesting; there seems to be a lot going on with {topic}.'],
};

/** How a statement with no clear topic is reflected. */
export const BUILTIN_CHAT_REFLECT: BuiltinByMode = {
  G: ['I hear you.', 'Thank you for telling me.', 'Okay! I am listening.'],
  PG: ['Got it, I am listening!', 'Interesting! Tell me more.', 'Thanks for sharing that!'],
  FULL: ['I hear you, and I appreciate you telling me.', 'That is interesting; tell me a little more.', 'Thank you for sharing that with me.'],
};

/** Follow-ups for a statement with a topic. */
export const BUILTIN_CHAT_FOLLOW_UPS_TOPIC: BuiltinByMode = {
  G: ['What do you like best about {topic}?', 'How do you feel about {topic}?', 'What happened next?'],
  PG: ['What is the best part about {topic}?', 'How did it go?', 'What happened next?'],
  FULL: ['What stands out most to you about {topic}?', 'How do you feel about it, on the whole?', 'Where do you think it goes from here?'],
};

/** Follow-ups for a statement with no clear topic. */
export const BUILTIN_CHAT_FOLLOW_UPS: BuiltinByMode = {
  G: ['Can you tell me more?', 'How does that make you feel?', 'What happened next?'],
  PG: ['What happened next?', 'How did that make you feel?', 'Then what?'],
  FULL: ['How did that sit with you?', 'What happened after that?', 'What do you make of it?'],
};

/** When the person answers the mentor's question: a short acknowledgement before going on. */
export const BUILTIN_ANSWER_ACKS: BuiltinByMode = {
  G: ['Okay!', 'I see!', 'Thank you for telling me.'],
  PG: ['Got it!', 'Ah, I see!', 'Makes sense!'],
  FULL: ['I see.', 'That makes sense.', 'Thank you, that helps me understand.'],
};

/** When the person says yes to telling more: an invitation to go on. */
export const BUILTIN_ANSWER_YES: BuiltinByMode = {
  G: ['Okay, I am listening. Tell me one bit at a time.'],
  PG: ['Great, I am all ears. Go for it!'],
  FULL: ['Please go ahead; take your time, I am listening.'],
};

/** When the person says no. */
export const BUILTIN_ANSWER_NO: BuiltinByMode = {
  G: ['That is okay! We can do something else.'],
  PG: ['No problem at all! We can switch things up.'],
  FULL: ['That is completely fine; we can go wherever you like.'],
};

/** What to offer after a "no". */
export const BUILTIN_ANSWER_NO_FOLLOW_UPS: BuiltinByMode = {
  G: ['Do you want a joke or a story?', 'What do you want to talk about?'],
  PG: ['Want a joke, a story, or something else?', 'What would you rather talk about?'],
  FULL: ['What would you prefer to talk about?', 'Is there something else on your mind?'],
};

/** Referring back to the earlier topic. `{topic}` is the earlier topic. */
export const BUILTIN_REFER_BACK: BuiltinByMode = {
  G: ['You told me about {topic}.', 'We were talking about {topic}.'],
  PG: ['Earlier you mentioned {topic}.', 'Back to {topic} for a second.'],
  FULL: ['Earlier you mentioned {topic}.', 'Coming back to what you said about {topic}.'],
};

/** Answers to "can you …?" requests the builtin mentor cannot do. */
export const BUILTIN_CANNOT: BuiltinByMode = {
  G: ['I can not do that, but I can talk, tell stories and tell jokes.', 'I can not do that one. I can chat with you, though!'],
  PG: ['That one is beyond me, but I can chat, tell stories, share jokes and help you think things through.', 'I cannot do that, but I am great at stories, jokes and listening!'],
  FULL: ['That is beyond what I can do here, but I can talk things through, tell a story or help you plan.', 'I cannot do that directly, though I am happy to help you think it through.'],
};

/** An honest answer when the builtin mentor does not know. `{topic}` is the question's topic. */
export const BUILTIN_UNKNOWN_TOPIC: BuiltinByMode = {
  G: ['That is a great question about {topic}! I do not know it all. A grown-up or a book can help us find out.', 'Good question about {topic}! I am not sure. We can ask a grown-up or look in a book.'],
  PG: ['Great question about {topic}! I am an offline mentor, so I cannot look it up, but a library book or a teacher would know.', 'Ooh, {topic}, good one! I do not know for sure, so a trusted website or a teacher is your best bet.'],
  FULL: ['That is a good question about {topic}. I am running offline, so I cannot look anything up, and I would rather not guess; a reliable reference or an expert would be the best source.', 'Good question. I do not have a reliable answer about {topic} offline, so it is worth checking a trustworthy source.'],
};

/** The same, without a topic. */
export const BUILTIN_UNKNOWN: BuiltinByMode = {
  G: ['That is a great question! I do not know it all. A grown-up or a book can help us find out.'],
  PG: ['Great question! I am an offline mentor, so I cannot look it up, but a library book or a teacher would know.'],
  FULL: ['That is a good question. I am running offline, so I cannot look anything up, and I would rather not guess.'],
};

/** Follow-ups after a question the mentor could not answer. */
export const BUILTIN_UNKNOWN_FOLLOW_UPS: BuiltinByMode = {
  G: ['What do you think?', 'What made you wonder about it?'],
  PG: ['What is your best guess?', 'What got you curious about it?'],
  FULL: ['What is your own sense of it?', 'What prompted the question?'],
};

/** Answers to questions about the mentor itself. */
export const BUILTIN_ABOUT_ME: BuiltinByMode = {
  G: ['I am Grove. I am a friendly helper on the computer. I like stories, jokes and talking with you.'],
  PG: ['I am Grove, a friendly AI mentor. I love stories, jokes, big questions and hearing about your day.'],
  FULL: ['I am Grove, an AI mentor and companion. I am here to listen, help you think things through, and keep you company.'],
};

/** Follow-ups after a fact was answered. `{topic}` is the question's topic. */
export const BUILTIN_FACT_FOLLOW_UPS: BuiltinByMode = {
  G: ['Isn\'t that cool?', 'What else do you want to know?'],
  PG: ['Pretty amazing, right?', 'What else are you curious about?'],
  FULL: ['Is there a particular angle you are curious about?', 'What got you thinking about it?'],
};
