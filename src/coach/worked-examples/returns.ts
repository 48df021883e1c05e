import type { WrongClaim } from "../claim-check";
import { splitSentences } from "../tokenize";
import {
  AMOUNT,
  CLAUSE_BREAK,
  close,
  distinct,
  EXACT_MARGIN,
  format,
  MULTIPLE,
  millions,
  PERCENT,
  RATE_POINTS,
  RATE_SHARE,
} from "./figures";

// Returns and present values redone from the answer's own figures: a money multiple over a number of years
// against its IRR, a growing perpetuity, and a value discounted back to today.

// ——— A money multiple over a number of years, against its IRR ———

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  twelve: 12,
};
const MULTIPLE_WORDS: Record<string, number> = { doubl: 2, twice: 2, tripl: 3, quadrupl: 4 };
const MONEY_MULTIPLE =
  /\b(doubl|twice|tripl|quadrupl)\w*|\b(\d+(?:\.\d+)?)\s?(?:x|times)\b(?!\s*(?:EBITDA|earnings|revenue|sales|net income|book|leverage|coverage|interest|debt))/i;
const YEARS = new RegExp(
  String.raw`\b(\d+(?:\.\d+)?|${Object.keys(NUMBER_WORDS).join("|")})[\s-]+years?\b`,
  "i",
);
const IRR =
  /\b(?:IRR|internal rate of return|returns?|compound(?:ed|s)?|annual(?:ly|ised|ized)?|a year|per year|per annum)\b/i;

export function moneyMultiples(sentence: string): WrongClaim[] {
  return sentence.split(CLAUSE_BREAK).flatMap((clause) => {
    const multiple = MONEY_MULTIPLE.exec(clause);
    const years = YEARS.exec(clause);
    const percents = [...clause.matchAll(PERCENT)];
    if (!multiple || !years || percents.length !== 1 || !IRR.test(sentence)) return [];
    const times = multiple[1] ? (MULTIPLE_WORDS[multiple[1].toLowerCase()] as number) : Number(multiple[2]);
    const period = NUMBER_WORDS[(years[1] ?? "").toLowerCase()] ?? Number(years[1]);
    const stated = Number(percents[0]?.[1]);
    if (!(times > 1) || !(period > 0) || period > 40) return [];
    const irr = (times ** (1 / period) - 1) * 100;
    if (Math.abs(stated - irr) <= Math.max(RATE_POINTS, RATE_SHARE * irr)) return [];
    return [
      {
        kind: "number",
        said: clause.trim(),
        reference: `${format(times)}x the money over ${format(period)} years is an IRR of about ${format(irr, 0)}% a year, since (1 + IRR)^${format(period)} = ${format(times)}`,
        source: "arithmetic",
      },
    ];
  });
}

// ——— A growing perpetuity ———

const PERCENT_FIGURE = String.raw`(\d+(?:\.\d+)?)\s*%`;
const DISCOUNT_RATE = new RegExp(
  String.raw`\b(?:WACC|discount rate|cost of capital|cost of equity|required return)\b\s+(?:(?:goes|rises|moves|falls|increases|drops|climbs|changes)\s+)?(?:of\s+|is\s+|at\s+|=\s+|from\s+)?${PERCENT_FIGURE}(?:\s+to\s+${PERCENT_FIGURE})?|${PERCENT_FIGURE}\s+(?:WACC|discount rate|cost of capital)\b`,
  "gi",
);
const GROWTH = new RegExp(
  String.raw`\b(?:growth(?:\s+rate)?|grows?|growing)\s+(?:of\s+|is\s+|at\s+|by\s+)?${PERCENT_FIGURE}|${PERCENT_FIGURE}\s+(?:(?:perpetual|perpetuity|long-term|terminal|annual)\s+)?growth\b`,
  "gi",
);
const CASH_FLOW = new RegExp(
  String.raw`\b(?:(?:free\s+)?cash\s+flow|FCF|dividend)s?\s+(?:of\s+|is\s+|=\s+)(${AMOUNT})|(${AMOUNT})\s+of\s+(?:free\s+)?cash\s+flow\b`,
  "gi",
);
const PERPETUITY_VALUE = new RegExp(
  String.raw`\b(?:terminal value|perpetuity value|value|worth)\s+(?:is\s+|of\s+|=\s+|comes to\s+|would be\s+|becomes\s+)?(?:about\s+|roughly\s+|around\s+|~\s*|≈\s*)?(${AMOUNT})(?![\d.,]*(?:\s*%|\s?x\b))`,
  "gi",
);
const REINVESTMENT =
  /\b(?:ROIC|ROE|return on|reinvest\w*|payout|retention|NOPAT|EBITDA|EBIT|earnings|P\/E)\b/i;
const PERPETUITY = /\b(?:perpetuit\w*|terminal value|gordon|growing|forever|multiple)\b/i;

/** A growing perpetuity is worth CF / (r − g), with CF next year's cash flow; its multiple of that cash flow is 1 / (r − g). */
export function perpetuities(sentence: string): WrongClaim[] {
  // A multiple of earnings or NOPAT needs the reinvestment too ((1 − g / ROIC) / (r − g)): not this check's.
  if (!PERPETUITY.test(sentence) || REINVESTMENT.test(sentence)) return [];
  const rates = [...sentence.matchAll(DISCOUNT_RATE)].flatMap((match) =>
    [match[1], match[2], match[3]].filter((rate) => rate !== undefined).map((rate) => Number(rate) / 100),
  );
  const growths = [
    ...new Set([...sentence.matchAll(GROWTH)].map((match) => Number(match[1] ?? match[2]) / 100)),
  ];
  const [g] = growths;
  if (rates.length === 0 || growths.length !== 1 || g === undefined || rates.some((r) => !(r > g))) return [];
  // Next year's cash flow may be the one stated or that one grown a year: either reading passes.
  const worth = (r: number, base: number) => [base / (r - g), (base * (1 + g)) / (r - g)];
  const pairs: { stated: number; expected: number[]; r: number }[] = [];
  if (/\bmultiple\b/i.test(sentence)) {
    const multiples = [...sentence.matchAll(MULTIPLE)].map((match) => Number(match[1]));
    if (multiples.length === rates.length) {
      pairs.push(
        ...multiples.map((stated, index) => ({
          stated,
          r: rates[index] as number,
          expected: worth(rates[index] as number, 1),
        })),
      );
    }
  }
  const cashFlows = distinct(sentence, CASH_FLOW);
  const [cashFlow] = cashFlows;
  if (cashFlows.length === 1 && cashFlow !== undefined) {
    const values = [...sentence.matchAll(PERPETUITY_VALUE)].map((match) => millions(match[1] ?? ""));
    if (values.length === rates.length) {
      pairs.push(
        ...values.map((stated, index) => ({
          stated,
          r: rates[index] as number,
          expected: worth(rates[index] as number, cashFlow),
        })),
      );
    }
  }
  const wrong = pairs.filter(
    (pair) => !pair.expected.some((expected) => close(pair.stated, expected, EXACT_MARGIN)),
  );
  if (wrong.length === 0) return [];
  return [
    {
      kind: "number",
      said: sentence,
      reference: wrong
        .map(
          (pair) =>
            `at a ${format(pair.r * 100)}% discount rate and ${format(g * 100)}% growth, a growing perpetuity is worth 1 / (${format(pair.r * 100)}% − ${format(g * 100)}%) = ${format(1 / (pair.r - g), 1)} times next year's cash flow`,
        )
        .join("; "),
      source: "arithmetic",
    },
  ];
}

// ——— Discounting a value back to today ———

const POWER =
  /(\d+\.\d+)\s*(?:\^|to the power of)\s*(\d+)\s*(?:is|=|≈|gives|comes to|of)?\s*(?:about\s+|roughly\s+|around\s+|approximately\s+)?(\d+(?:\.\d+)?)(?![\d^]|[.,]\d|\s*[/×*÷+−-])/gi;
const DISCOUNTING =
  /\bdiscount\w*|\bbring\w*\s+(?:it\s+|that\s+|this\s+)?back\b|\bto today\b|\bpresent value\b|\bcompound\w*/i;
const PERIOD = new RegExp(
  String.raw`\b(\d+|${Object.keys(NUMBER_WORDS).join("|")})(?:\s+full)?[\s-]+years?\b`,
  "gi",
);
const TODAY = /\bpresent value\b|\btoday\b|\bPV\b/i;
const FIGURE = new RegExp(
  String.raw`(?<![\d.^]|year\s)(${AMOUNT})(?![\d.,]*\s*%|\s?x\b|[\s-]+(?:full\s+)?years?\b|\s*\^|\d)`,
  "gi",
);

/** Value today = value in N years / (1 + r)^N; a power stated along the way is checked too. */
export function discountedValues(text: string): WrongClaim[] {
  const wrong: WrongClaim[] = [];
  for (const match of text.matchAll(POWER)) {
    const [said, base = "", power = "", stated = ""] = match;
    const expected = Number(base) ** Number(power);
    // "1.09^5 is about 1.54" is right to its two decimals.
    const decimals = stated.split(".")[1]?.length ?? 0;
    if (Math.abs(Number(stated) - expected) <= 0.6 * 10 ** -decimals + 0.002 * expected) continue;
    wrong.push({
      kind: "number",
      said,
      reference: `${base}^${power} = ${format(expected, 3)}`,
      source: "arithmetic",
    });
  }
  const sentences = splitSentences(text);
  sentences.forEach((sentence, index) => {
    if (!DISCOUNTING.test(sentence) || !TODAY.test(sentence)) return;
    const rates = [...new Set([...sentence.matchAll(PERCENT)].map((match) => Number(match[1]) / 100))];
    const periods = [
      ...new Set(
        [...sentence.matchAll(PERIOD)].map(
          (match) => NUMBER_WORDS[(match[1] ?? "").toLowerCase()] ?? Number(match[1]),
        ),
      ),
    ];
    const [r] = rates;
    const [n] = periods;
    if (rates.length !== 1 || periods.length !== 1 || r === undefined || n === undefined || !(r > 0)) return;
    const factor = (1 + r) ** n;
    const figures = [...sentence.matchAll(FIGURE)].map((figure) => millions(figure[1] ?? ""));
    const result = figures.at(-1);
    if (result === undefined) return;
    // The value to discount is stated in this sentence or the one before; the factor itself is not a value.
    const earlier = [...(sentences[index - 1] ?? "").matchAll(FIGURE)].map((figure) =>
      millions(figure[1] ?? ""),
    );
    const bases = [...figures.slice(0, -1), ...earlier].filter(
      (value) => !close(value, factor, 0.02) && value > result / factor / 2,
    );
    if (bases.some((base) => close(result, base / factor, EXACT_MARGIN))) return;
    const compounded = bases.find((base) => close(result, base * factor, EXACT_MARGIN));
    if (compounded === undefined) return;
    wrong.push({
      kind: "number",
      said: sentence,
      reference: `a value ${format(n)} years out is brought to today by dividing by (1 + ${format(r * 100)}%)^${format(n)} = ${format(factor, 3)}, not multiplying: ${format(compounded)} / ${format(factor, 3)} = ${format(compounded / factor)}`,
      source: "arithmetic",
    });
  });
  return wrong;
}
