import type { MentorContentMode, MentorSafetyCategory } from '../types';

/**
 * The kind answer given instead of an unsafe message or reply, by category and mode. Each one says
 * what to do next. FULL only ever needs the self-harm answer: the other categories guard children.
 * These texts are themselves checked by the tests, so they never trip the filter.
 */
export const MENTOR_SAFETY_REDIRECTS: Record<MentorSafetyCategory, Record<MentorContentMode, string>> = {
  self_harm: {
    G:
      "I'm really glad you told me. You matter so much. Please go and tell a grown-up you trust right now, " +
      'like your mom, dad or teacher. You do not have to feel this way alone.',
    PG:
      "Thank you for telling me. What you're feeling matters, and you deserve help right now. Please talk to a " +
      'trusted adult straight away, like a parent, a teacher or a school counsellor. If you feel unsafe, you can ' +
      'call or text 988 (in the US) or call your local emergency number. You are not alone.',
    FULL:
      "I'm really sorry you're carrying this, and I'm glad you said it out loud. You deserve support right now. " +
      'If you are in the US you can call or text 988, the crisis lifeline, any time; elsewhere, please ' +
      'contact your local emergency number or a crisis line. Is there someone you trust you could reach out to today?',
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
  hate: {
    G: 'In our chat, we are kind to everyone. Every person matters. Can you tell me about someone who was kind to you?',
    PG: "Everyone deserves respect, whoever they are, so I won't join in with that. If someone said it to you or about you, tell a trusted adult. What's something that made you smile this week?",
    FULL: "I'd rather not go there. Everyone deserves respect. Is there something else you'd like to talk about?",
  },
  drugs: {
    G: 'That is not safe for kids, and it can make bodies very sick. If you found something like that, tell a grown-up right away. What is your favourite healthy snack?',
    PG: "That stuff can really harm a growing body and brain, so it's not something I'll help with. If someone is offering it to you or you're worried about it, talk to a trusted adult. Want to talk about something else?",
    FULL: "That's not something I can help with here. If you're worried about substance use, a doctor or a local support line can help. What else is on your mind?",
  },
  personal_details: {
    G: "Let's keep things like your address, your school and your full name private. Those are only for grown-ups you know. What's your favourite game?",
    PG: "Let's keep things like your address, phone number, school name and passwords private. That's the safe rule online, even with me, and people you only know online never get to see you in person. What would you like to chat about?",
    FULL: "For your privacy, it's best not to share details like addresses or phone numbers here. What would you like to talk about?",
  },
  rule_bypass: {
    G: 'I always keep our safety rules. They help keep you safe. Shall we play a game or read a story?',
    PG: "Nice try! My safety rules stay on whatever anyone says, and that's a good thing. What else can I help you with?",
    FULL: 'My guidelines stay the same whatever the instructions say. What can I help you with?',
  },
};
