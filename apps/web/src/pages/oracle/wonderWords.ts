import type { OldStory, OracleCard } from '@grove/wonder';
import { routePath } from '@grove/session-family';

/** The journal with `text` waiting in its composer (`/journal?write=`, issue 21's "Write about this"). */
export function journalWritePath(text: string): string {
  return `${routePath('journal')}?${new URLSearchParams({ write: text }).toString()}`;
}

/** What "Write about this" brings to the journal: the card's title, then its question to answer below. */
export function oracleWriteText(card: OracleCard): string {
  return `${card.title}\n${card.question}`;
}

/** What "Talk about this" puts in the chat's composer (unsent): the writer's own words to begin with. */
export function oracleSayText(card: OracleCard): string {
  return `I drew the card “${card.title}”. It asks: ${card.question}`;
}

/** What "What did you think?" puts in the chat's composer (unsent): the story and the telling's question. */
export function oldStorySayText(story: OldStory, question: string): string {
  return `I just read “${story.title}”. ${question}`;
}
