import { type Token, tokenize } from "./tokenize";

/**
 * One pattern for a list of reviewed phrases, matched on whole words: a text's words in lower case,
 * split as the tokenizer splits them ("l'an dernier" is "l an dernier") and joined by single spaces.
 * In a phrase, "*" stands for any one word and "disagree*" for any word that starts with "disagree".
 */
export function phrasePattern(phrases: readonly string[]): RegExp {
  const alternatives = phrases.map((phrase) =>
    phrase
      .split(/\s+/)
      .flatMap((word) => {
        if (word === "*") return ["\\S+"];
        const prefix = word.endsWith("*");
        const parts = tokenize(prefix ? word.slice(0, -1) : word).map((token) => escapeRegExp(token.lower));
        if (prefix && parts.length > 0) parts[parts.length - 1] += "\\S*";
        return parts;
      })
      .join(" "),
  );
  return new RegExp(`(?:^| )(?:${alternatives.join("|")})(?= |$)`);
}

/** A text's words as phrasePattern matches them. */
export function wordsOf(tokens: readonly Token[]): string {
  return tokens.map((token) => token.lower).join(" ");
}

function escapeRegExp(word: string): string {
  return word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
