import { describe, expect, it } from "vitest";
import { TextAnalyzer } from "./analyze-text";
import { loadLexicon } from "./lexicon";
import { tokenize } from "./tokenize";

const lexicon = loadLexicon();

describe("finance lexicon", () => {
  it("has unique concept ids, and relations that point to existing concepts", () => {
    const ids = lexicon.concepts.map((concept) => concept.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const concept of lexicon.concepts) {
      for (const related of concept.related ?? [])
        expect(ids, `${concept.id} → ${related}`).toContain(related);
    }
  });

  it("reads each word of a pair of opposites as one key of its own, so that the pair can be told apart", () => {
    const analyzer = new TextAnalyzer(lexicon);
    const keysOf = (word: string) => analyzer.analyze(word).sentences[0]?.keys ?? [];
    for (const [first, second] of lexicon.opposites) {
      const [a, b] = [keysOf(first), keysOf(second)];
      expect(a.length === 1 && b.length === 1 && a[0] !== b[0], `${first} / ${second}`).toBe(true);
    }
  });

  it("gives every concept an English and a French wording", () => {
    for (const concept of lexicon.concepts) {
      expect(concept.en.length, concept.id).toBeGreaterThan(0);
      expect(concept.fr.length, concept.id).toBeGreaterThan(0);
    }
  });

  it("maps no wording of one language to two concepts", () => {
    for (const language of ["en", "fr"] as const) {
      const owner = new Map<string, string>();
      for (const concept of lexicon.concepts) {
        for (const text of concept[language]) {
          const key = tokenize(text)
            .map((token) => token.light)
            .join(" ");
          const previous = owner.get(key);
          expect(
            previous === undefined || previous === concept.id,
            `${language} "${text}": ${previous} and ${concept.id}`,
          ).toBe(true);
          owner.set(key, concept.id);
        }
      }
    }
  });

  it("keeps the direction words of each sign apart", () => {
    for (const language of ["en", "fr"] as const) {
      const up = new Set(lexicon.directions.up[language]);
      expect(lexicon.directions.down[language].filter((word) => up.has(word))).toEqual([]);
    }
  });
});

describe("finance facts", () => {
  const analyzer = new TextAnalyzer(lexicon);
  const facts = lexicon.facts.map((fact) => ({ fact, analysis: analyzer.analyze(fact) }));

  it("reads each fact as a statement of two things or more, with no direction and no comparison", () => {
    for (const { fact, analysis } of facts) {
      expect(analysis.claims, fact).toEqual([]);
      expect(analysis.clauses[0]?.content.length, fact).toBeGreaterThanOrEqual(2);
      expect(
        analysis.clauses.every((clause) => !clause.directed && !clause.comparison),
        fact,
      ).toBe(true);
    }
  });
});
