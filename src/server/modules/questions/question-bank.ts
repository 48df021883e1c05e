import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { questionFrequencies, questionTopicIds } from "../../../contract/question-topics";
import { projectPath } from "../../project-root";

/** Where the reviewed question files live: `<repo>/content/questions`. */
export const defaultQuestionBankDirectory = projectPath("content", "questions");

// Abbreviations that never end a sentence, and initialisms such as "e.g." or "U.S.". An initialism
// that does end a sentence is undercounted, which only makes the 3–8 sentence rule more lenient.
const abbreviation = /\b(?:[a-z]\.){2,}|\b(?:vs|cf|approx|incl|mr|mrs|ms|dr|st|fig)\.|\bno\.(?=\s*\d)/gi;
// A sentence ends at . ! or ? (and any closing quote or bracket) followed by white space and a
// capital letter or a digit. A decimal point such as "2.5x" has no space after it, so it never
// ends a sentence.
const sentenceBoundary = /(?<=[.!?]+["'”’)\]]*)\s+(?=["'“‘([]?[A-Z0-9])/;

/** Counts the sentences of a text, ignoring decimal points and common abbreviations. */
export function countSentences(text: string): number {
  const masked = text.replace(abbreviation, (match) => match.replaceAll(".", ""));
  return masked.split(sentenceBoundary).filter((sentence) => /[\p{L}\p{N}]/u.test(sentence)).length;
}

const minSentences = 3;
const maxSentences = 8;

const nonBlank = z.string().regex(/\S/, "must not be empty");

/** One question of the bank, as written in `content/questions/*.json`. */
export const questionBankEntrySchema = z.strictObject({
  id: z
    .string()
    .regex(/^[a-z]+(?:-[a-z]+)*-\d{3}$/, "must be a lowercase prefix, a dash and three digits, like acc-001"),
  topic: z.enum(questionTopicIds, { error: `must be one of: ${questionTopicIds.join(", ")}` }),
  difficulty: z.literal([1, 2, 3], { error: "must be 1, 2 or 3" }),
  frequency: z.enum(questionFrequencies, { error: `must be one of: ${questionFrequencies.join(", ")}` }),
  question: nonBlank,
  answer: nonBlank.superRefine((answer, context) => {
    const sentences = countSentences(answer);
    if (sentences < minSentences || sentences > maxSentences) {
      context.addIssue({
        code: "custom",
        message: `must have ${minSentences} to ${maxSentences} sentences, found ${sentences}`,
      });
    }
  }),
  keyPoints: z.array(nonBlank).min(3, "must list at least 3 points").max(6, "must list at most 6 points"),
  misconceptions: z.array(nonBlank).optional(),
});

/** A validated question of the bank. */
export type QuestionBankEntry = z.infer<typeof questionBankEntrySchema>;

/** Thrown when the question files are unreadable or invalid; the message lists every problem found. */
export class QuestionBankError extends Error {
  override readonly name = "QuestionBankError";
}

/** Reads and validates every `*.json` file of the folder; throws a QuestionBankError naming each bad file and id. */
export function loadQuestionBank(directory: string = defaultQuestionBankDirectory): QuestionBankEntry[] {
  let fileNames: string[];
  try {
    fileNames = readdirSync(directory)
      .filter((name) => name.endsWith(".json"))
      .sort();
  } catch (error) {
    throw new QuestionBankError(`Cannot read the question bank folder ${directory}: ${messageOf(error)}`);
  }

  const entries: QuestionBankEntry[] = [];
  const problems: string[] = [];
  const fileById = new Map<string, string>();

  for (const fileName of fileNames) {
    const filePath = path.join(directory, fileName);
    let data: unknown;
    try {
      data = JSON.parse(readFileSync(filePath, "utf8"));
    } catch (error) {
      problems.push(`${filePath}: not valid JSON (${messageOf(error)})`);
      continue;
    }
    if (!Array.isArray(data)) {
      problems.push(`${filePath}: must hold a JSON array of questions`);
      continue;
    }

    data.forEach((raw: unknown, index) => {
      const label = entryLabel(raw, index);
      const result = questionBankEntrySchema.safeParse(raw);
      if (!result.success) {
        const details = result.error.issues.map(
          (issue) => `    - ${issue.path.join(".") || "(entry)"}: ${issue.message}`,
        );
        problems.push([`${filePath}, ${label}:`, ...details].join("\n"));
        return;
      }
      const entry = result.data;
      const firstFile = fileById.get(entry.id);
      if (firstFile !== undefined) {
        problems.push(`${filePath}, ${label}: duplicate id, already used in ${firstFile}`);
        return;
      }
      fileById.set(entry.id, filePath);
      entries.push(entry);
    });
  }

  if (problems.length > 0) {
    throw new QuestionBankError(
      `The question bank has ${problems.length} problem(s):\n${problems.map((problem) => `  ${problem}`).join("\n")}`,
    );
  }
  return entries;
}

function entryLabel(raw: unknown, index: number): string {
  const id = typeof raw === "object" && raw !== null && "id" in raw ? raw.id : undefined;
  return typeof id === "string" && id !== "" ? `entry "${id}" (index ${index})` : `entry at index ${index}`;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
