/** One word of a text, with the forms the matcher compares. */
export interface Token {
  /** As written, case kept: abbreviations such as "EV" or "IS" are matched on it. */
  raw: string;
  lower: string;
  /** Lower case, accents removed, a final plural "s" dropped: "Trésoreries" → "tresorerie". */
  light: string;
  sentence: number;
  /** Clause number across the whole text; commas, semicolons and connectives start a new one. */
  clause: number;
}

// "1,000", "2,5", "1.5x" and "$137.5m" are one number each; a comma elsewhere separates clauses.
const TOKEN_PATTERN =
  /[$€£]?\p{N}+(?:[.,]\p{N}+)+(?:%|(?:x|m|bn|k)(?!\p{L}))?|[\p{L}\p{N}$€£]+(?:[&/.'’][\p{L}\p{N}]+)*%?|\n|[.!?;:,•]/gu;
const SENTENCE_END = new Set([".", "!", "?", "\n"]);
const SPELLED_UNITS: Record<string, string> = { percent: "%", million: "m", mn: "m", billion: "bn" };
const CLAUSE_END = new Set([",", ";", ":", "•"]);
const ENGLISH_CONTRACTION_ENDINGS = new Set(["s", "re", "ve", "ll", "d", "m"]);

/** Lower case without accents, final plural "s" dropped. */
export function lightForm(word: string): string {
  const lower = word.toLowerCase();
  // Most words are plain ASCII; only the others pay for Unicode decomposition.
  const plain = /^[ -~]*$/.test(lower) ? lower : lower.normalize("NFD").replace(/\p{M}/gu, "");
  return plain.length > 3 && plain.endsWith("s") && !plain.endsWith("ss") ? plain.slice(0, -1) : plain;
}

// "doesn't" → does + n't; "company's" → company; "d'entreprise" → d + entreprise.
function splitApostrophe(word: string): string[] {
  const at = word.indexOf("'");
  if (at < 0) return [word];
  const left = word.slice(0, at);
  const right = word.slice(at + 1);
  const lowerRight = right.toLowerCase();
  if (lowerRight === "t" && left.toLowerCase().endsWith("n")) return [left.slice(0, -1), "n't"];
  if (ENGLISH_CONTRACTION_ENDINGS.has(lowerRight)) return [left];
  return [left, right];
}

/**
 * Splits text into word tokens with sentence and clause numbers.
 * Hyphenated words become separate tokens so that "non-cash" and "non cash" read alike.
 */
export function tokenize(text: string, clauseMarkers: ReadonlySet<string> = new Set()): Token[] {
  const tokens: Token[] = [];
  let sentence = 0;
  let clause = 0;
  const normalized = text
    .replace(/[’‘`]/g, "'")
    .replace(/[‐‑–—-]/g, " ")
    .replace(/\bper cent\b/gi, "percent");
  for (const match of normalized.matchAll(TOKEN_PATTERN)) {
    const piece = match[0];
    if (SENTENCE_END.has(piece)) {
      if (tokens.length > 0 && tokens[tokens.length - 1]?.sentence === sentence) {
        sentence += 1;
        clause += 1;
      }
      continue;
    }
    if (CLAUSE_END.has(piece)) {
      if (tokens.length > 0 && tokens[tokens.length - 1]?.clause === clause) clause += 1;
      continue;
    }
    for (const word of splitApostrophe(piece)) {
      if (word.length === 0) continue;
      const lower = word.toLowerCase();
      const previous = tokens[tokens.length - 1];
      // "30 percent" is "30%", "$500 million" is "$500m": one amount, in its unit.
      const unit = SPELLED_UNITS[lower];
      if (unit && previous && previous.sentence === sentence && /^[$€£]?\d[\d.,]*$/.test(previous.lower)) {
        previous.raw = `${previous.raw} ${word}`;
        previous.lower = `${previous.lower}${unit}`;
        previous.light = previous.lower;
        continue;
      }
      if (clauseMarkers.has(lower) && previous?.clause === clause) clause += 1;
      tokens.push({ raw: word, lower, light: lightForm(word), sentence, clause });
    }
  }
  return tokens;
}

/** Splits text into sentences, keeping their wording (used to derive key points). */
export function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=[\p{Lu}\p{N}"(])|\n+|;\s+/u)
    .map((sentence) => sentence.trim())
    .filter((sentence) => /[\p{L}\p{N}]/u.test(sentence));
}
