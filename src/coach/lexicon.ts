import { z } from "zod";
import directionWordsJson from "../../content/lexicon/direction-words.json" with { type: "json" };
import financeConceptsJson from "../../content/lexicon/finance-concepts.json" with { type: "json" };
import frenchVocabularyJson from "../../content/lexicon/french-vocabulary.json" with { type: "json" };
import functionWordsJson from "../../content/lexicon/function-words.json" with { type: "json" };

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
});

const frenchVocabularySchema = z.object({ words: z.record(z.string(), z.string()) });

export type FinanceConcept = z.infer<typeof financeConceptsSchema>["concepts"][number];

/** The reviewed word lists in content/lexicon, checked against their schemas. */
export interface Lexicon {
  concepts: FinanceConcept[];
  directions: z.infer<typeof directionWordsSchema>;
  functionWords: z.infer<typeof functionWordsSchema>;
  frenchVocabulary: Record<string, string>;
}

/** Parses the lexicon files; a malformed file fails loudly at start-up rather than grading badly. */
export function loadLexicon(): Lexicon {
  return {
    concepts: financeConceptsSchema.parse(financeConceptsJson).concepts,
    directions: directionWordsSchema.parse(directionWordsJson),
    functionWords: functionWordsSchema.parse(functionWordsJson),
    frenchVocabulary: frenchVocabularySchema.parse(frenchVocabularyJson).words,
  };
}
