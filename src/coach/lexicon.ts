import { z } from "zod";
import directionWordsJson from "../../content/lexicon/direction-words.json" with { type: "json" };
import financeConceptsJson from "../../content/lexicon/finance-concepts.json" with { type: "json" };
import financeFactsJson from "../../content/lexicon/finance-facts.json" with { type: "json" };
import frenchVocabularyJson from "../../content/lexicon/french-vocabulary.json" with { type: "json" };
import functionWordsJson from "../../content/lexicon/function-words.json" with { type: "json" };
import oppositeWordsJson from "../../content/lexicon/opposite-words.json" with { type: "json" };
import storyThemesJson from "../../content/lexicon/story-themes.json" with { type: "json" };
import storyWordsJson from "../../content/lexicon/story-words.json" with { type: "json" };
import typicalFiguresJson from "../../content/lexicon/typical-figures.json" with { type: "json" };

const bilingual = z.object({ en: z.array(z.string()), fr: z.array(z.string()) });

const financeConceptsSchema = z.object({
  concepts: z.array(
    z.object({
      id: z.string().regex(/^[a-z0-9-]+$/),
      en: z.array(z.string()),
      fr: z.array(z.string()),
      abbr: z.array(z.string()),
      related: z.array(z.string()).optional(),
    }),
  ),
});

const directionWordsSchema = z.object({
  up: bilingual,
  down: bilingual,
  unchanged: bilingual,
  negation: bilingual,
});

const functionWordsSchema = z.object({
  en: z.array(z.string()),
  fr: z.array(z.string()),
  clauseMarkers: bilingual,
  nounPhraseJoiners: z.array(z.string()),
  inferenceMarkers: bilingual,
});

const financeFactsSchema = z.object({ facts: z.array(z.string().min(1)) });

const typicalFiguresSchema = z.object({
  asides: z.array(z.string().min(1)),
  figures: z.array(
    z
      .object({
        // Each entry: words the sentence must hold, or a list of alternatives ("share", "proportion").
        of: z.array(z.union([z.string().min(1), z.array(z.string().min(1)).min(1)])).min(1),
        unit: z.enum(["%", "x"]),
        min: z.number(),
        max: z.number(),
        says: z.string().min(1),
      })
      .refine((figure) => figure.min < figure.max, "min must be below max"),
  ),
});

export type TypicalFigure = z.infer<typeof typicalFiguresSchema>["figures"][number];

const oppositeWordsSchema = z.object({ pairs: z.array(z.tuple([z.string().min(1), z.string().min(1)])) });

const storyWordsSchema = z.object({
  setting: bilingual,
  result: bilingual,
  lesson: bilingual,
  pastTense: bilingual,
  numberWords: bilingual,
});

export type StoryWords = z.infer<typeof storyWordsSchema>;

const storyThemesSchema = z.object({
  themes: z.array(
    z.object({
      id: z.string().regex(/^[a-z-]+$/),
      question: z.array(z.string().min(1)).min(1),
      answer: z.array(z.string().min(1)).min(1),
    }),
  ),
});

export type StoryTheme = z.infer<typeof storyThemesSchema>["themes"][number];

const frenchVocabularySchema = z.object({ words: z.record(z.string(), z.string()) });

export type FinanceConcept = z.infer<typeof financeConceptsSchema>["concepts"][number];

/** The reviewed word lists in content/lexicon, checked against their schemas. */
export interface Lexicon {
  concepts: FinanceConcept[];
  directions: z.infer<typeof directionWordsSchema>;
  functionWords: z.infer<typeof functionWordsSchema>;
  frenchVocabulary: Record<string, string>;
  /** Statements true whatever the question, checked against every answer. */
  facts: string[];
  /** Pairs of words that say opposite things of the same subject ("add", "subtract"). */
  opposites: [string, string][];
  /** Figures a candidate should know roughly, with the range outside which a stated one is wrong. */
  typicalFigures: TypicalFigure[];
  /** Words that make a clause a supposition or a judgement of a figure rather than a claim of it ("if"). */
  figureAsides: string[];
  /** What a fit answer's story shows: setting, result, lesson, own actions. */
  story: StoryWords;
  /** What fit questions ask about, and the words of an answer that tells of it. */
  storyThemes: StoryTheme[];
}

/** Concept key → the keys of the concepts the lexicon relates to it ("c:net-debt" → ["c:debt"]). */
export type ConceptRelations = ReadonlyMap<string, readonly string[]>;

/** Whether two keys are the same concept, or concepts the lexicon relates either way. */
export function sameOrRelated(a: string, b: string, relations: ConceptRelations): boolean {
  return a === b || (neighboursOf(relations).get(a)?.has(b) ?? false);
}

/** Whether a set of keys holds the key, or a concept the lexicon relates to it. */
export function holdsSameOrRelated(
  keys: ReadonlySet<string>,
  key: string,
  relations: ConceptRelations,
): boolean {
  if (keys.has(key)) return true;
  const related = neighboursOf(relations).get(key);
  if (!related) return false;
  for (const other of related) if (keys.has(other)) return true;
  return false;
}

/** Records that `a` and `b` go together, each under the other. */
export function linkBothWays(links: Map<string, Set<string>>, a: string, b: string): void {
  for (const [from, to] of [
    [a, b],
    [b, a],
  ] as const) {
    const set = links.get(from) ?? new Set<string>();
    set.add(to);
    links.set(from, set);
  }
}

// The grader compares keys millions of times: the relations map in use is turned once into sets that
// hold both directions.
let cachedRelations: ConceptRelations | undefined;
let cachedNeighbours = new Map<string, Set<string>>();

function neighboursOf(relations: ConceptRelations): Map<string, Set<string>> {
  if (relations === cachedRelations) return cachedNeighbours;
  const neighbours = new Map<string, Set<string>>();
  for (const [key, related] of relations) {
    for (const other of related) linkBothWays(neighbours, key, other);
  }
  cachedRelations = relations;
  cachedNeighbours = neighbours;
  return neighbours;
}

/** Parses the lexicon files; a malformed file fails loudly at start-up rather than grading badly. */
export function loadLexicon(): Lexicon {
  const typicalFigures = typicalFiguresSchema.parse(typicalFiguresJson);
  return {
    concepts: financeConceptsSchema.parse(financeConceptsJson).concepts,
    directions: directionWordsSchema.parse(directionWordsJson),
    functionWords: functionWordsSchema.parse(functionWordsJson),
    frenchVocabulary: frenchVocabularySchema.parse(frenchVocabularyJson).words,
    facts: financeFactsSchema.parse(financeFactsJson).facts,
    opposites: oppositeWordsSchema.parse(oppositeWordsJson).pairs,
    typicalFigures: typicalFigures.figures,
    figureAsides: typicalFigures.asides,
    story: storyWordsSchema.parse(storyWordsJson),
    storyThemes: storyThemesSchema.parse(storyThemesJson).themes,
  };
}
