import type { StoryTheme } from "./lexicon";
import { phrasePattern, wordsOf } from "./phrase-pattern";
import { tokenize } from "./tokenize";

/** What fit questions ask about ("a time you failed"), and the words that show an answer tells of it. */
export class StoryThemes {
  private readonly themes: { asked: RegExp; shown: RegExp }[];

  constructor(themes: readonly StoryTheme[]) {
    this.themes = themes.map((theme) => ({
      asked: phrasePattern(theme.question),
      shown: phrasePattern(theme.answer),
    }));
  }

  /**
   * Whether the answer tells of what the question asks about; true when no theme applies to the
   * question, since nothing then says what a story should be about.
   */
  onTopic(question: string, answer: string): boolean {
    const asked = wordsOf(tokenize(question));
    const themes = this.themes.filter((theme) => theme.asked.test(asked));
    if (themes.length === 0) return true;
    const told = wordsOf(tokenize(answer));
    return themes.some((theme) => theme.shown.test(told));
  }
}
