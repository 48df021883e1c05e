import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { wrongCalculations } from "../../../coach/arithmetic";
import { wrongWorkedExamples } from "../../../coach/worked-examples";
import { questionTopicIds } from "../../../contract/question-topics";
import {
  countSentences,
  loadQuestionBank,
  type QuestionBankEntry,
  QuestionBankError,
  questionBankEntrySchema,
} from "./question-bank";

describe("the question bank in content/questions", () => {
  let bank: QuestionBankEntry[] = [];

  // A load error fails this block with the loader's message, and the other blocks still run.
  beforeAll(() => {
    bank = loadQuestionBank();
  });

  it("holds at least 400 questions: 30 or more in every topic, and the new topics at their minimums", () => {
    expect(bank.length).toBeGreaterThanOrEqual(400);
    const counts = new Map<string, number>();
    for (const entry of bank) counts.set(entry.topic, (counts.get(entry.topic) ?? 0) + 1);
    expect([...counts.keys()].sort()).toEqual([...questionTopicIds].sort());
    for (const topic of questionTopicIds) expect(counts.get(topic), topic).toBeGreaterThanOrEqual(30);
    expect(counts.get("behavioural")).toBeGreaterThanOrEqual(40);
    expect(counts.get("private-equity")).toBeGreaterThanOrEqual(25);
    expect(counts.get("industries")).toBeGreaterThanOrEqual(25);
  });

  // The coach redoes an answer's calculations and worked examples; a model answer must pass its own checks.
  it("works every calculation and worked example of a model answer out right", () => {
    for (const entry of bank) {
      expect([...wrongCalculations(entry.answer), ...wrongWorkedExamples(entry.answer)], entry.id).toEqual(
        [],
      );
    }
  });

  it("gives every entry the expected shape", () => {
    for (const entry of bank) {
      const result = questionBankEntrySchema.safeParse(entry);
      expect(result.success, `${entry.id}: ${result.error?.message}`).toBe(true);
    }
  });

  it("uses each id once", () => {
    const ids = bank.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("has no two near-identical questions", () => {
    const near: string[] = [];
    const words = bank.map((entry) => ({
      question: contentWords(entry.question),
      answer: contentWords(entry.answer),
    }));
    for (let i = 0; i < bank.length; i += 1) {
      for (let j = i + 1; j < bank.length; j += 1) {
        const question = jaccard(words[i]?.question, words[j]?.question);
        const answer = jaccard(words[i]?.answer, words[j]?.answer);
        // The same question asked in other words, or the same answer to a similar question.
        if (question >= 0.8 || (question >= 0.5 && answer >= 0.5))
          near.push(`${bank[i]?.id} ~ ${bank[j]?.id}`);
      }
    }
    expect(near).toEqual([]);
  });

  it("keeps every model answer between 3 and 8 sentences", () => {
    const outOfRange = bank
      .map((entry) => ({ id: entry.id, sentences: countSentences(entry.answer) }))
      .filter(({ sentences }) => sentences < 3 || sentences > 8);
    expect(outOfRange).toEqual([]);
  });
});

const stopWords = new Set(
  "a an the of to in and or is are do does you your how what why when which would for on with it its be if at as by from that this there their they we i me my can should".split(
    " ",
  ),
);

/** The content words of a text, lower-cased, with a plural "s" dropped. */
function contentWords(text: string): Set<string> {
  const words = text.toLowerCase().match(/[a-z0-9]+/g) ?? [];
  return new Set(words.filter((word) => !stopWords.has(word)).map((word) => word.replace(/s$/, "")));
}

function jaccard(a: Set<string> | undefined, b: Set<string> | undefined): number {
  if (!a || !b || a.size + b.size === 0) return 0;
  let shared = 0;
  for (const word of a) if (b.has(word)) shared += 1;
  return shared / (a.size + b.size - shared);
}

describe("countSentences", () => {
  it("counts plain sentences ending in . ? or !", () => {
    expect(countSentences("Cash rises. Does equity change? No!")).toBe(3);
  });

  it("is not fooled by decimals or multiples", () => {
    expect(
      countSentences("Net income falls by 7.5. The deal is priced at 2.5x EBITDA. Cash rises by 2.5."),
    ).toBe(3);
  });

  it("is not fooled by abbreviations", () => {
    expect(
      countSentences(
        "Some items are debt-like, e.g. Pension deficits. Others are not, i.e. Operating payables. P/E vs. EV/EBITDA differ under U.S. GAAP too.",
      ),
    ).toBe(3);
  });

  it("counts a last sentence without final punctuation, and closing brackets or quotes", () => {
    expect(countSentences('It is a snapshot (at one date). He said "no." Then it ends')).toBe(3);
  });
});

describe("loadQuestionBank with malformed files", () => {
  let directory: string;

  beforeEach(() => {
    directory = mkdtempSync(path.join(tmpdir(), "question-bank-"));
  });

  afterEach(() => {
    rmSync(directory, { recursive: true, force: true });
  });

  const validEntry: QuestionBankEntry = {
    id: "acc-001",
    topic: "accounting",
    difficulty: 1,
    frequency: "common",
    question: "Walk me through the three financial statements.",
    answer:
      "The income statement covers a period. The balance sheet is a snapshot. The cash flow statement reconciles cash.",
    keyPoints: [
      "The income statement covers a period",
      "The balance sheet is a snapshot",
      "Cash is reconciled",
    ],
  };

  function write(fileName: string, content: unknown): void {
    writeFileSync(
      path.join(directory, fileName),
      typeof content === "string" ? content : JSON.stringify(content),
    );
  }

  function loadError(): string {
    try {
      loadQuestionBank(directory);
    } catch (error) {
      expect(error).toBeInstanceOf(QuestionBankError);
      return (error as Error).message;
    }
    throw new Error("expected loadQuestionBank to throw");
  }

  it("loads valid files and ignores other files", () => {
    write("accounting.json", [validEntry]);
    write("notes.txt", "not a question file");
    expect(loadQuestionBank(directory)).toEqual([validEntry]);
  });

  it("names the file that is not valid JSON", () => {
    write("broken.json", '[{ "id": ');
    expect(loadError()).toMatch(/broken\.json: not valid JSON/);
  });

  it("names the file that does not hold an array", () => {
    write("object.json", { questions: [validEntry] });
    expect(loadError()).toMatch(/object\.json: must hold a JSON array/);
  });

  it("names the file, the id and each invalid field", () => {
    write("accounting.json", [
      validEntry,
      { ...validEntry, id: "acc-002", topic: "crypto", difficulty: 4, keyPoints: ["only one"] },
    ]);
    const message = loadError();
    expect(message).toMatch(/accounting\.json, entry "acc-002" \(index 1\)/);
    expect(message).toMatch(/topic: must be one of/);
    expect(message).toMatch(/difficulty: must be 1, 2 or 3/);
    expect(message).toMatch(/keyPoints: must list at least 3 points/);
  });

  it("rejects an answer that is too short or too long, with the count", () => {
    write("dcf.json", [
      { ...validEntry, id: "dcf-001", topic: "dcf", answer: "Too short. Only two." },
      { ...validEntry, id: "dcf-002", topic: "dcf", answer: "One sentence here. ".repeat(9) },
    ]);
    const message = loadError();
    expect(message).toMatch(
      /dcf\.json, entry "dcf-001"[^\n]*\n\s+- answer: must have 3 to 8 sentences, found 2/,
    );
    expect(message).toMatch(
      /dcf\.json, entry "dcf-002"[^\n]*\n\s+- answer: must have 3 to 8 sentences, found 9/,
    );
  });

  it("rejects a badly formed id, a missing field and an unknown field", () => {
    const { question: _question, ...withoutQuestion } = validEntry;
    write("accounting.json", [
      { ...validEntry, id: "ACC_1" },
      { ...withoutQuestion, id: "acc-002" },
      { ...validEntry, id: "acc-003", keypoints: [] },
    ]);
    const message = loadError();
    expect(message).toMatch(/entry "ACC_1" \(index 0\):\n\s+- id: must be a lowercase prefix/);
    expect(message).toMatch(/entry "acc-002" \(index 1\):\n\s+- question:/);
    expect(message).toMatch(/entry "acc-003" \(index 2\):\n\s+- \(entry\): Unrecognized key: "keypoints"/);
  });

  it("rejects an id used twice, naming both files", () => {
    write("accounting.json", [validEntry]);
    write("valuation.json", [{ ...validEntry, topic: "valuation" }]);
    expect(loadError()).toMatch(
      /valuation\.json, entry "acc-001" \(index 0\): duplicate id, already used in .*accounting\.json/,
    );
  });

  it("says which folder it cannot read", () => {
    const missing = path.join(directory, "missing");
    expect(() => loadQuestionBank(missing)).toThrow(/Cannot read the question bank folder .*missing/);
  });
});
