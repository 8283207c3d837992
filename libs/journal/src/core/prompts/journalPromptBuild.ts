import type {
  JournalCategory,
  JournalContentMode,
  JournalDifficulty,
  JournalMood,
  JournalPictureChoice,
  JournalPrompt,
} from '../journalPromptTypes';

/** Makes one mode's prompts: `(category, n, difficulty, moods, text, followUps, pictureChoices?)`. */
export type JournalPromptBuilder = (
  category: JournalCategory,
  n: number,
  difficulty: JournalDifficulty,
  moods: readonly JournalMood[],
  text: string,
  followUps: readonly string[],
  pictureChoices?: readonly JournalPictureChoice[],
) => JournalPrompt;

/**
 * A builder for one content mode's prompts. The id is written from the mode, the category and a number
 * the author gives by hand (`g-gratitude-01`, `full-school-work-04`), so reordering the list never
 * changes an id and a saved entry keeps pointing at the same question.
 */
export function journalPromptBuilder(contentMode: JournalContentMode): JournalPromptBuilder {
  return (category, n, difficulty, moods, text, followUps, pictureChoices) => ({
    id: `${contentMode.toLowerCase()}-${category.replace('_', '-')}-${String(n).padStart(2, '0')}`,
    text,
    contentMode,
    category,
    moods,
    difficulty,
    followUps,
    ...(pictureChoices ? { pictureChoices } : {}),
  });
}

/** Picture answers written as `'🍎 Apple'`: the emoji, one space, the label. */
export function journalPictures(...choices: readonly string[]): readonly JournalPictureChoice[] {
  return choices.map((choice) => {
    const space = choice.indexOf(' ');
    return { emoji: choice.slice(0, space), label: choice.slice(space + 1) };
  });
}
