import type { MentorKnowledgeTopic } from '../mentorKnowledgeTopic';
import { KNOWLEDGE_ANIMALS } from './animals';
import { KNOWLEDGE_BODY } from './body';
import { KNOWLEDGE_EARTH } from './earth';
import { KNOWLEDGE_GEOGRAPHY } from './geography';
import { KNOWLEDGE_HISTORY } from './history';
import { KNOWLEDGE_HOW_THINGS_WORK } from './howThingsWork';
import { KNOWLEDGE_INVENTIONS } from './inventions';
import { KNOWLEDGE_MONEY } from './money';
import { KNOWLEDGE_MUSIC, KNOWLEDGE_SPORT } from './musicSport';
import { KNOWLEDGE_PLANTS } from './plants';
import { KNOWLEDGE_SCIENCE } from './science';
import { KNOWLEDGE_SPACE } from './space';

/** Every topic of the builtin mind's knowledge bank, written for Grove (countries come from countries-list). */
export const KNOWLEDGE_TOPICS: readonly MentorKnowledgeTopic[] = [
  ...KNOWLEDGE_ANIMALS,
  ...KNOWLEDGE_PLANTS,
  ...KNOWLEDGE_SPACE,
  ...KNOWLEDGE_EARTH,
  ...KNOWLEDGE_GEOGRAPHY,
  ...KNOWLEDGE_BODY,
  ...KNOWLEDGE_SCIENCE,
  ...KNOWLEDGE_HOW_THINGS_WORK,
  ...KNOWLEDGE_INVENTIONS,
  ...KNOWLEDGE_HISTORY,
  ...KNOWLEDGE_MUSIC,
  ...KNOWLEDGE_SPORT,
  ...KNOWLEDGE_MONEY,
];
