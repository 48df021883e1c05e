import type { AnalyzedText, ClauseFacts } from "./analyze-text";
import type { WrongClaim } from "./claim-check";
import { AMOUNT, millions } from "./worked-examples/figures";

// "Add cash and subtract preferred stock" where the model answer subtracts cash and adds preferred
// stock: the sign an answer gives each item of a bridge or a build-up (equity value to enterprise value,
// net income to cash flow, EBIT to free cash flow) must be the model answer's, whatever order it lists
// them in.

const MINUS = new Set(["c:subtract"]);
const ADD_VERB = /\b(add|adds|added|adding|ajoute|ajouter|ajoutez)\b/i;
// Words for the whole firm ("the business", "the company") are no item of the bridge.
const GENERAL = new Set(["c:company", "c:valuation", "c:expense", "c:price"]);
// "… to get enterprise value": what the adjustments lead to is not one of them.
const GOAL_WORDS = new Set([
  "w:get",
  "w:reach",
  "w:arriv",
  "w:give",
  "w:obtain",
  "w:find",
  "w:calcul",
  "w:comput",
]);
// "Do not add cash" denies the adjustment; "non-operating assets" does not.
const DENIAL = /\b(not|n't|never|no|cannot|pas|jamais)\b/i;
// A clause with a verb of its own says something new ("the deal is accretive"), not the list's next item.
const STATEMENT =
  /\b(is|are|was|were|be|been|has|have|had|will|would|can|could|should|may|might|must|do|does|est|sont)\b/i;
// A clause that only goes on with the list ("preferred stock", "and noncontrolling interests").
const LIST_CLAUSE_LENGTH = 3;

/** The sign each item gets, and the clause that gives it; an item given both signs is left out. */
export function adjustmentsOf(text: AnalyzedText): Map<string, { sign: 1 | -1; clause: ClauseFacts }> {
  const signs = new Map<string, { sign: 1 | -1; clause: ClauseFacts }>();
  const conflicting = new Set<string>();
  let current: { sign: 1 | -1; sentence: number } | undefined;
  for (const clause of text.clauses) {
    const denied = clause.negated && DENIAL.test(clause.text);
    if (clause.reason || denied || clause.sentence !== current?.sentence || !continuesList(clause)) {
      current = undefined;
    }
    if (clause.reason || denied) continue;
    for (const key of clause.content) {
      if (isOperation(key, clause)) {
        current = { sign: MINUS.has(key) ? -1 : 1, sentence: clause.sentence };
      } else if (GOAL_WORDS.has(key)) {
        current = undefined;
      } else if (current && key.startsWith("c:") && !GENERAL.has(key)) {
        const known = signs.get(key);
        if (known && known.sign !== current.sign) conflicting.add(key);
        else signs.set(key, { sign: current.sign, clause });
      }
    }
  }
  for (const key of conflicting) signs.delete(key);
  return signs;
}

// "Add" is an operation; "combined", a word of the same concept, is not.
function isOperation(key: string, clause: ClauseFacts): boolean {
  return MINUS.has(key) || key === "c:add-back" || (key === "c:sum" && ADD_VERB.test(clause.text));
}

function continuesList(clause: ClauseFacts): boolean {
  if (clause.content.some((key) => isOperation(key, clause))) return true;
  return (
    clause.content.length <= LIST_CLAUSE_LENGTH &&
    clause.content.every((key) => key.startsWith("c:")) &&
    !STATEMENT.test(clause.text)
  );
}

/** The answer's items added where a reference subtracts them, or subtracted where it adds them. */
export function reversedAdjustments(answer: AnalyzedText, references: readonly AnalyzedText[]): WrongClaim[] {
  const given = adjustmentsOf(answer);
  if (given.size === 0) return [];
  const wrong: WrongClaim[] = [];
  const said = new Set<string>();
  for (const reference of references) {
    for (const [key, expected] of adjustmentsOf(reference)) {
      const stated = given.get(key);
      if (!stated || stated.sign === expected.sign || said.has(stated.clause.text)) continue;
      said.add(stated.clause.text);
      wrong.push({
        kind: "direction",
        said: stated.clause.text,
        reference: expected.clause.text,
        source: "model",
      });
    }
  }
  return wrong;
}

// "1,000 + 300 + 50 − 100 = 1,250": three terms or more, added and subtracted.
const WORKED_BRIDGE = new RegExp(String.raw`${AMOUNT}(?:\s*[+−-]\s*${AMOUNT}){2,}`, "g");
// "cash of 100", "debt is 300", "$50m of preferred stock".
const NAMED_BEFORE = new RegExp(
  String.raw`([A-Za-z][A-Za-z&'’ ]{1,40}?)\s+(?:of|is|at|was|were|=)\s+(${AMOUNT})`,
  "g",
);
const NAMED_AFTER = new RegExp(String.raw`(${AMOUNT})\s+(?:of|in)\s+([A-Za-z][A-Za-z&'’ ]{1,40})`, "g");

/**
 * "With cash of 100, enterprise value is 1,000 + 300 + 100": the sign a bridge worked out in figures gives
 * each item the answer named a figure for, against the sign the references give it in words.
 */
export function reversedWorkedSigns(
  text: string,
  references: readonly AnalyzedText[],
  conceptsOf: (words: string) => string[],
): WrongClaim[] {
  const bridges = [...text.matchAll(WORKED_BRIDGE)];
  if (bridges.length === 0) return [];
  const named = namedFigures(text, conceptsOf);
  const expected = new Map<string, { sign: 1 | -1; clause: ClauseFacts }>();
  for (const reference of references) {
    for (const [key, adjustment] of adjustmentsOf(reference))
      if (!expected.has(key)) expected.set(key, adjustment);
  }
  const wrong: WrongClaim[] = [];
  for (const [bridge] of bridges) {
    const terms = [...bridge.matchAll(new RegExp(String.raw`(^|[+−-])\s*(${AMOUNT})`, "g"))];
    // The first term is what the bridge starts from, not an adjustment.
    const reversed = terms.slice(1).find((term) => {
      const key = named.get(millions(term[2] ?? ""));
      const sign = term[1] === "+" ? 1 : -1;
      const known = key ? expected.get(key) : undefined;
      return known !== undefined && known.sign !== sign;
    });
    if (!reversed) continue;
    const key = named.get(millions(reversed[2] ?? "")) as string;
    wrong.push({
      kind: "direction",
      said: bridge.trim(),
      reference: (expected.get(key) as { clause: ClauseFacts }).clause.text,
      source: "model",
    });
  }
  return wrong;
}

// Each figure the text names, with the one concept it names it by; a figure named twice differently is left out.
function namedFigures(text: string, conceptsOf: (words: string) => string[]): Map<number, string> {
  const named = new Map<number, string>();
  const ambiguous = new Set<number>();
  const name = (words: string, figure: string) => {
    const concept = conceptsOf(words.split(/\s+/).slice(-4).join(" ")).at(-1);
    if (!concept) return;
    const value = millions(figure);
    if (named.has(value) && named.get(value) !== concept) ambiguous.add(value);
    named.set(value, concept);
  };
  for (const match of text.matchAll(NAMED_BEFORE)) name(match[1] ?? "", match[2] ?? "");
  for (const match of text.matchAll(NAMED_AFTER))
    name((match[2] ?? "").split(/\s+/).slice(0, 3).join(" "), match[1] ?? "");
  for (const value of ambiguous) named.delete(value);
  return named;
}
