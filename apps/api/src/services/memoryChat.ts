import type { MentorContentMode, MentorMemoryNote, MentorProvider, MentorProviderChunk, MentorThreadFact } from '@grove/mentor';
import { memoryIsKept, memoryTerms, type Memory, type MemoryFact } from '@grove/memory';

/** True when A and B are the same type. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/**
 * Compile-time check: @grove/memory's fact is the mentor's thread fact. The memory lib (shared) may
 * not import the mentor (server), so it keeps its own copy; this line fails to compile if they drift.
 */
export const MEMORY_FACT_IS_THREAD_FACT: Same<MemoryFact, MentorThreadFact> = true;

/**
 * What the chat does with memory beyond the mentor's reply (issue 15): "what do you remember about
 * me?" lists the profile's memories, and "forget that …" deletes the matching one. These are answered
 * by Grove itself, whatever mind answers the rest, so the list is complete and the deletion real.
 */
export type MemoryCommand = { kind: 'recall' } | { kind: 'forget'; about: string | null };

const RECALL =
  /^(?:hey grove,? |grove,? )?(?:so,? )?(?:what|which things?|what things?|what stuff) (?:do|did|can|will) you (?:remember|know|recall|keep|save|store)(?: about me| of me| from me| about us)?(?: so far)?[?.!]*$|^what (?:have|did) you (?:saved?|remembered|stored|kept|memori[sz]ed)(?: about me)?[?.!]*$|^(?:show|list|tell) me (?:my memories|what you remember(?: about me)?)[.!?]*$|^what(?:'s| is) in your memory(?: about me)?[?.!]*$|^do you remember anything about me[?.!]*$/i;

const FORGET = /^(?:(?:can|could|would) you |please )?(?:forget|delete|remove|erase|unremember)(?: (?:that|it|this|about|the fact that|what i said about))*(?: (.+?))?(?:,? please)?[.!?]*$/i;

/** Reads a memory command from a chat message, or null when it is an ordinary message. */
export function memoryCommandOf(message: string): MemoryCommand | null {
  const text = message.trim().replace(/[’‘]/g, "'");
  if (RECALL.test(text)) return { kind: 'recall' };
  const forget = FORGET.exec(text);
  if (forget) {
    const about = (forget[1] ?? '').trim();
    // "Forget it" alone is "never mind", not a request to delete anything.
    if (/^forget (?:it|about it)[.!?]*$/i.test(text)) return null;
    return { kind: 'forget', about: about.length > 0 ? about : null };
  }
  return null;
}

const BY_MODE = <T>(G: T, PG: T, FULL: T) => ({ G, PG, FULL });

/**
 * The reply to "what do you remember about me?": every memory the mentor may use, the ones waiting
 * for a parent, or why there are none (memory off, nothing yet).
 */
export function memoryRecallReply(usable: readonly Memory[], pendingCount: number, memoryEnabled: boolean, mode: MentorContentMode): string {
  if (!memoryEnabled) {
    return BY_MODE(
      "My memory is switched off, so I don't keep anything from one chat to the next.",
      "Memory is switched off, so I'm not keeping anything between our chats. You can switch it on from the chat.",
      "Memory is switched off, so I'm not keeping anything between conversations. You can switch it on from the chat or on your Memories page.",
    )[mode];
  }
  const waiting =
    pendingCount > 0
      ? BY_MODE(
          ` ${pendingCount === 1 ? 'One more thing is' : `${String(pendingCount)} more things are`} waiting for your grown-up to say yes.`,
          ` ${String(pendingCount)} more waiting for your parent.`,
          '',
        )[mode]
      : '';
  if (usable.length === 0) {
    return (
      BY_MODE(
        "I haven't saved anything about you yet. Tell me about your pets or the things you love, and I can remember them!",
        "I haven't saved anything about you yet. When you tell me something lasting — a pet's name, a plan — I'll remember it.",
        "I haven't saved anything about you yet. When you tell me something lasting — a pet's name, a plan, what you're working on — I'll remember it, and you can see and change it on your Memories page.",
      )[mode] + waiting
    );
  }
  const lines = usable.slice(0, 20).map((memory) => `- ${memory.content}`);
  const more = usable.length > 20 ? `\n…and ${String(usable.length - 20)} more on your Memories page.` : '';
  const intro = BY_MODE('Here is what I remember about you:', "Here's what I remember about you:", "Here's what I remember about you:")[mode];
  const outro = BY_MODE(
    'You can ask me to forget any of it.',
    'Want me to forget any of it? Just say "forget" and what it is.',
    'To change or remove any of it, say "forget …" or open your Memories page.',
  )[mode];
  return `${intro}\n\n${lines.join('\n')}${more}\n\n${outro}${waiting}`;
}

/**
 * The memory "forget …" is about: with words, the kept memory sharing most of them (null when none
 * shares one); without ("forget that"), the newest one captured from this conversation.
 */
export function memoryForgetTarget(memories: readonly Memory[], about: string | null, conversationId: string | null, now: number): Memory | null {
  const kept = memories.filter((memory) => memoryIsKept(memory, now));
  if (about === null) {
    const here = kept.filter((memory) => memory.source.kind === 'conversation' && conversationId !== null && memory.source.conversationId === conversationId);
    return here.sort((a, b) => b.updatedAt - a.updatedAt)[0] ?? null;
  }
  const asked = new Set(memoryTerms(about));
  if (asked.size === 0) return null;
  let best: { memory: Memory; score: number } | null = null;
  for (const memory of kept) {
    const terms = new Set(memoryTerms(`${memory.content} ${memory.tags.join(' ')}`));
    const score = [...asked].filter((term) => terms.has(term)).length;
    if (score > 0 && (!best || score > best.score || (score === best.score && memory.updatedAt > best.memory.updatedAt))) best = { memory, score };
  }
  return best?.memory ?? null;
}

/** The reply to "forget …": what was forgotten, or that nothing matched. */
export function memoryForgetReply(forgotten: Memory | null, mode: MentorContentMode): string {
  if (forgotten === null) {
    return BY_MODE(
      "I couldn't find that in what I remember. You can ask me what I remember about you!",
      "I couldn't find a memory like that. Ask me what I remember about you to see them all.",
      "I couldn't find a memory that matches. Ask me what I remember about you, or open your Memories page to see them all.",
    )[mode];
  }
  return BY_MODE(
    `Okay, I've forgotten that: "${forgotten.content}".`,
    `Done — I've forgotten "${forgotten.content}".`,
    `Done — I've forgotten "${forgotten.content}". You can undo that here or on your Memories page for 30 days.`,
  )[mode];
}

/** The model name a memory command's reply reports. */
export const MEMORY_COMMAND_MODEL = 'grove-memory';

/**
 * A provider that says one prepared text (a memory command's reply), in word-sized chunks like the
 * builtin mind, so the turn still goes through the mentor's safety checks, streaming and counting.
 */
export function mentorFixedProvider(text: string): MentorProvider {
  return {
    name: 'memory',
    model: MEMORY_COMMAND_MODEL,
    async *stream(_request, options): AsyncGenerator<MentorProviderChunk> {
      for (const chunk of text.match(/\s*\S+\s*/g) ?? []) {
        if (options.signal.aborted) return;
        yield { type: 'text', text: chunk };
      }
    },
  };
}

/** A memory as the mentor gets it: its words and, when captured, its fact. */
export function memoryNoteOf(memory: Memory): MentorMemoryNote {
  return memory.fact ? { content: memory.content, fact: memory.fact } : { content: memory.content };
}
