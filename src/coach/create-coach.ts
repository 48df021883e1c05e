import { BuiltinGrader } from "./builtin-grader";
import { stripGraderInstructions } from "./gaming-signals";
import { createLlmGrader } from "./llm-grader";
import type { Coach, CoachConfig, GradeInput } from "./types";

export interface CoachOptions {
  /** Told why the LLM grader failed when the built-in grader stood in (for the server log). */
  onFallback?: (reason: unknown) => void;
}

let sharedBuiltin: BuiltinGrader | undefined;

// The lexicon and WordNet index are read once per process, however many coaches are made.
function builtinGrader(): BuiltinGrader {
  sharedBuiltin ??= new BuiltinGrader();
  return sharedBuiltin;
}

/** Builds the coach the server uses: the built-in grader, or an LLM with the built-in grader behind it. */
export function createCoach(config: CoachConfig, options: CoachOptions = {}): Coach {
  const builtin = builtinGrader();
  if (config.provider === "builtin") {
    return { grade: async (input) => builtin.grade(input) };
  }
  const llm = createLlmGrader(config);
  return {
    async grade(input: GradeInput) {
      try {
        // Sentences addressed to the grader never reach the model: a second line of defence.
        const { text } = stripGraderInstructions(input.answer);
        return await llm({ ...input, answer: text });
      } catch (reason) {
        options.onFallback?.(reason);
        return { ...builtin.grade(input), gradedBy: "builtin-fallback" };
      }
    },
  };
}
