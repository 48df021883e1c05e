import { describe, expect, it } from "vitest";
import { parseDelimited } from "./delimited-text.test-util";
import { ankiTags, exportQuestions, toAnkiText, toCsv } from "./export-formats";
import type { Question } from "./repository";

const question = (overrides: Partial<Question> = {}): Question => ({
  id: "pe-001",
  topic: "private-equity",
  difficulty: 2,
  frequency: "common",
  question: "What is carried interest?",
  answer: "The GP's share of the profits. Usually 20%. Paid after the hurdle.",
  keyPoints: ["a", "b", "c"],
  misconceptions: [],
  ...overrides,
});

describe("the Anki export", () => {
  it("starts with Anki's header lines and writes front, back and tags on one line per question", () => {
    const text = toAnkiText([question(), question({ id: "rx-001", topic: "restructuring", difficulty: 3 })]);
    const lines = text.split("\n");
    expect(lines.slice(0, 3)).toEqual(["#separator:tab", "#html:false", "#tags column:3"]);
    expect(lines.slice(3)).toEqual([
      "What is carried interest?\tThe GP's share of the profits. Usually 20%. Paid after the hurdle.\tprivate-equity difficulty-2 common",
      "What is carried interest?\tThe GP's share of the profits. Usually 20%. Paid after the hurdle.\trestructuring difficulty-3 common",
      "",
    ]);
  });

  it("quotes a field holding a tab, a line break or a quote, and one starting with #", () => {
    const tricky = question({
      question: '#1: what does "carry" mean?',
      answer: "Line one.\nLine\ttwo.\r\nLine three.",
    });
    const text = toAnkiText([tricky]);
    const [, , , line] = text.split("\n", 4);
    expect(line).toBe('"#1: what does ""carry"" mean?"\t"Line one.');
    const rows = parseDelimited(text.split("\n").slice(3).join("\n"), "\t", "\n");
    expect(rows).toEqual([[tricky.question, tricky.answer, "private-equity difficulty-2 common"]]);
  });

  it("tags each question with its topic, difficulty and frequency, without spaces inside a tag", () => {
    expect(ankiTags(question({ frequency: "rare", difficulty: 1 }))).toEqual([
      "private-equity",
      "difficulty-1",
      "rare",
    ]);
  });
});

describe("the CSV export", () => {
  it("writes a header row and one row per question, with CRLF line endings", () => {
    const text = toCsv([question()]);
    expect(text).toBe(
      "id,topic,difficulty,frequency,question,answer\r\n" +
        "pe-001,private-equity,2,common,What is carried interest?,The GP's share of the profits. Usually 20%. Paid after the hurdle.\r\n",
    );
  });

  it("quotes fields holding a comma, a quote or a line break, doubling the quotes", () => {
    const tricky = question({ question: 'IRR, "gross" or net?', answer: "First.\r\nSecond, third." });
    const text = toCsv([tricky]);
    expect(text).toContain(',"IRR, ""gross"" or net?","First.\r\nSecond, third."\r\n');
    expect(parseDelimited(text, ",", "\r\n")).toEqual([
      ["id", "topic", "difficulty", "frequency", "question", "answer"],
      ["pe-001", "private-equity", "2", "common", tricky.question, tricky.answer],
    ]);
  });
});

describe("exportQuestions", () => {
  it("names the file and its type for each format", () => {
    expect(exportQuestions([], "anki")).toMatchObject({
      contentType: "text/plain; charset=utf-8",
      fileName: "finance-interview-questions-anki.txt",
    });
    expect(exportQuestions([], "csv")).toMatchObject({
      contentType: expect.stringMatching(/^text\/csv; charset=utf-8/),
      fileName: "finance-interview-questions.csv",
    });
  });
});
