import type { ContentMode } from './contentModeForAge';

// Issue 18, point 1: what a parent sees of a child depends on the child's age band, and the child is
// told so — a badge on the chat, journal and memories screens and a page that says it in full (the
// UK Age Appropriate Design Code asks for "an obvious sign" when a parent can see). The badge, the
// child's page and the parent's overview all read this one description, so what the child is told
// cannot drift from what the parent's view holds (GET /api/children/{childId}/overview).

/** The parent's view of a child: `young` for a G child (4–8), `teen` for every older one (PG, 9–15, and FULL). */
export type FamilyVisibilityBand = 'young' | 'teen';

/**
 * One thing the parent sees (or does not see), in words a child understands. The `id` of a thing the
 * parent sees names the overview's field that holds it (`conversations`, `timePerDay`, …), or
 * `alerts` for the safety alerts that reach the parent separately.
 */
export interface FamilyVisibilityItem {
  readonly id: string;
  readonly title: string;
  readonly detail: string;
}

/** What a parent sees of a child of one band, said to the child and to the parent. */
export interface FamilyVisibility {
  readonly band: FamilyVisibilityBand;
  /** The badge on the child's chat, journal and memories screens: short, plain and kind. */
  readonly badge: string;
  /** The first line of the child's page. */
  readonly lead: string;
  /** Everything the parent's overview holds for this band, plus the alerts. */
  readonly sees: readonly FamilyVisibilityItem[];
  /** What stays the child's own. */
  readonly doesNotSee: readonly FamilyVisibilityItem[];
  /** The parent's rights beyond the overview, said honestly to the child. */
  readonly alsoTrue: readonly string[];
  /** For the parent: what they do not see of this band, and why (the overview page says it). */
  readonly parentNote: string;
}

const ALSO_TRUE: readonly string[] = [
  'Your parent can download a copy of everything Grove keeps for your profile, or delete it. The law gives parents that right, to keep children safe online.',
  'Your parent can change how long Grove keeps your chats, journal and memories.',
];

const PIN: FamilyVisibilityItem = {
  id: 'pin',
  title: 'Your PIN',
  detail: 'Your PIN is locked away as a secret code. Nobody can read it, not even your parent.',
};

const YOUNG: FamilyVisibility = {
  band: 'young',
  badge: 'Your parent can see your chats',
  lead: 'Your parent can see these things. It helps them keep you safe and know what you enjoy.',
  sees: [
    { id: 'conversations', title: 'Your chats with Grove', detail: 'Everything you and Grove said to each other in the last 30 days.' },
    { id: 'journalEntries', title: 'Your journal', detail: 'What you wrote in your journal in the last 30 days, if your parent has chosen to read it.' },
    { id: 'memories', title: 'What Grove remembers about you', detail: "The little things Grove keeps in mind about you, like your pet's name." },
    { id: 'radar', title: 'How your week is going', detail: 'Things like sleep, feelings and friends this week, from what you told Grove.' },
    { id: 'timePerDay', title: 'How long you used Grove', detail: 'How many minutes you spent with Grove on each day of the last week.' },
    {
      id: 'alerts',
      title: 'If Grove is worried about you',
      detail: 'If you say something that worries Grove, your parent is told so they can help. If you might be hurt or in danger, they are told straight away.',
    },
  ],
  doesNotSee: [PIN],
  alsoTrue: ALSO_TRUE,
  parentNote: 'For children aged 4 to 8 you see their chats, journal entries (while you read the journal), memories, their week and their time with Grove. Their screens tell them so.',
};

const TEEN: FamilyVisibility = {
  band: 'teen',
  badge: 'Your parent sees your topics and time, not your chats',
  lead: 'Your chats are yours. Your parent sees a few things that help them look out for you, and nothing more.',
  sees: [
    { id: 'topics', title: 'The topics you talk about', detail: 'Things like school, friends or sleep, and how often they came up in the last 7 days. Not what you said about them.' },
    { id: 'timePerDay', title: 'How much time you spend on Grove', detail: 'The minutes you spent with Grove on each day of the last week.' },
    {
      id: 'radar',
      title: "Your week's trend",
      detail: 'How your week is going in nine areas, like sleep, mood and focus, and whether each went up or down. Not the words behind it.',
    },
    {
      id: 'journalSummaries',
      title: 'Journal summaries you approve',
      detail: 'Only the weekly summaries you choose to approve. You can read and change a summary before you approve it.',
    },
    { id: 'memories', title: 'What Grove remembers about you', detail: 'The short notes Grove keeps about you, like your favourite sport.' },
    {
      id: 'flaggedExcerpts',
      title: 'Sentences the safety check flagged',
      detail:
        "If Grove's safety check flags something you wrote in a chat — like talk about hurting yourself, drugs, or someone treating you badly — your parent sees that sentence and what kind of worry it was. Only that sentence, never the rest of the chat.",
    },
    {
      id: 'alerts',
      title: 'Urgent worries, straight away',
      detail:
        'If something sounds like you could be in danger, your parent is told at once so they can help. If it was in your journal, they are told what kind of worry it was, not your words.',
    },
  ],
  doesNotSee: [
    { id: 'conversations', title: 'Your chats', detail: 'Your parent cannot read your conversations with Grove.' },
    { id: 'journalEntries', title: 'Your journal entries', detail: 'What you write stays yours, unless you turn on sharing in your journal settings.' },
    { id: 'radarWords', title: 'The words behind your week', detail: 'Your parent sees how your week is going, not what you said to Grove about it.' },
    PIN,
  ],
  alsoTrue: ALSO_TRUE,
  parentNote:
    'For children aged 9 to 15 you see topics, time, the week’s trend, the journal summaries they approve, memories and only the sentences the safety check flagged — not their full chats or journal entries. At this age a private place to think out loud helps them grow and keeps them talking; anything urgent still reaches you at once. Their screens tell them what you see.',
};

/** A child's band from their content mode: G is a young child (4–8); PG and FULL see the older view. */
export function familyVisibilityBandOf(contentMode: ContentMode): FamilyVisibilityBand {
  return contentMode === 'G' ? 'young' : 'teen';
}

/** What a parent sees of a child with this content mode, said to the child (badge, page) and to the parent. */
export function familyVisibilityOf(contentMode: ContentMode): FamilyVisibility {
  return familyVisibilityBandOf(contentMode) === 'young' ? YOUNG : TEEN;
}
