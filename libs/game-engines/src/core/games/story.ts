import type { Story, StoryChapter, StoryChoice } from '../content/contentTypes';
import { BEE_STORY, DRAGON_STORY } from '../content/stories';
import { gameMarkerEncode, gameMarkerRead, gameMarkerStrip } from '../gameMarker';
import { GAME_MESSAGES } from '../gameMessages';
import { gameWords } from '../gameText';
import type { GameMoveCheck, StoryState } from '../gameTypes';
import { gameDataNumber, gameDataString, type GameMentorInput } from './gameMentorInput';

/** SPEC §9: story progress stops at 5 chapters. */
export const STORY_PROGRESS_CAP = 5;

/** The story of a story game. */
export function storyOf(type: StoryState['type']): Story {
  return type === 'bee-story' ? BEE_STORY : DRAGON_STORY;
}

/** A new story: no chapter told yet, following the start. */
export function storyStart(id: string, type: StoryState['type']): StoryState {
  return { type, id, started: false, finished: false, round: 0, history: [], coveredTopics: [], progress: 0, branch: 'start' };
}

/** SPEC §5: an empty response gives SPEC's message. */
export function storyCheck(_state: StoryState, input: unknown): GameMoveCheck {
  const text = typeof input === 'string' ? input.trim() : '';
  return text === '' ? { ok: false, message: GAME_MESSAGES.emptyStoryResponse } : { ok: true, text };
}

/** The child's choice joins the history. */
export function storyMoved(state: StoryState, text: string): StoryState {
  return { ...state, round: state.round + 1, history: [...state.history, { role: 'user', content: text }] };
}

/**
 * A chapter was told: progress goes up by one, never past 5 (SPEC §4, §9), and the story follows the
 * marker's branch; after chapter 5 it is finished.
 */
export function storyReplied(state: StoryState, reply: string): StoryState {
  const marker = gameMarkerRead(reply);
  const chapter = typeof marker?.['chapter'] === 'number' ? marker['chapter'] : state.progress + 1;
  const progress = Math.min(STORY_PROGRESS_CAP, Math.max(state.progress, chapter));
  const branch = typeof marker?.['branch'] === 'string' ? marker['branch'] : state.branch;
  return {
    ...state,
    started: true,
    progress,
    branch,
    finished: progress >= STORY_PROGRESS_CAP,
    history: [...state.history, { role: 'ai', content: gameMarkerStrip(reply) }],
  };
}

/** The child's reply as a choice: the first whose keywords it mentions, else "first"/"second"/"1"/"2", else null. */
export function storyChoiceOf(choices: readonly StoryChoice[], reply: string): StoryChoice | null {
  const words = new Set(gameWords(reply));
  const byKeyword = choices.find((choice) => choice.keywords.some((keyword) => words.has(keyword)));
  if (byKeyword) return byKeyword;
  const ordinals = [['1', 'first', 'one'], ['2', 'second', 'two'], ['3', 'third', 'three']];
  const index = ordinals.findIndex((names) => names.some((name) => words.has(name)));
  return index >= 0 ? (choices[index] ?? null) : null;
}

function chapterFind(story: Story, chapter: number, after: string): StoryChapter | undefined {
  return story.chapters.find((candidate) => candidate.chapter === chapter && candidate.after === after);
}

function chapterText(chapter: StoryChapter): string {
  if (chapter.choices.length === 0) return `${chapter.text}\n\n**The end.** Thank you for telling this story with me!`;
  const options = chapter.choices.map((choice, index) => `${index + 1}. ${choice.label}`).join('\n');
  return `${chapter.text}\n\nWhat should happen next?\n\n${options}`;
}

/**
 * The builtin mentor's move: chapter 1 at the opening; then the chapter that follows the child's
 * choice (by its words, or the first choice with a kind word when the reply picks none).
 */
export function storyMentorMove(type: StoryState['type'], { message, data, opening }: GameMentorInput): string {
  const story = storyOf(type);
  const first = chapterFind(story, 1, 'start');
  if (!first) return 'Once upon a time…';
  if (opening) return `Let's tell **${story.title}** together! You choose what happens.\n\n${chapterText(first)} ${gameMarkerEncode({ chapter: 1, branch: 'start' })}`;
  const told = Math.min(STORY_PROGRESS_CAP, Math.max(1, gameDataNumber(data, 'progress', 1)));
  if (told >= STORY_PROGRESS_CAP) return `That was the end of **${story.title}**. Press New game to tell it again and choose differently!`;
  const current = chapterFind(story, told, gameDataString(data, 'branch', 'start')) ?? first;
  const picked = storyChoiceOf(current.choices, message);
  const choice = picked ?? current.choices[0];
  const next = choice ? chapterFind(story, told + 1, choice.id) : undefined;
  if (!choice || !next) return `That was the end of **${story.title}**.`;
  const lead = picked ? '' : `What a lovely idea! In our story, the next step was to ${choice.label.toLowerCase()}.\n\n`;
  return `${lead}${chapterText(next)} ${gameMarkerEncode({ chapter: told + 1, branch: choice.id })}`;
}
