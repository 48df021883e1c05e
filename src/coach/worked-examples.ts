import { amountOf } from "./arithmetic";
import type { WrongClaim } from "./claim-check";
import { splitSentences } from "./tokenize";

// The classic worked examples of an interview, redone from the figures the answer itself gives: a change
// in depreciation through the three statements, a working-capital build-up to operating cash flow, a
// money multiple over a number of years against its IRR, a multiple's premium over its peers', and a
// value stated as a multiple of EBITDA. The model answer rarely states these figures; finance does.

const AMOUNT = String.raw`[$€£]?\d+(?:,\d{3})*(?:\.\d+)?(?:\s?(?:m|bn|k)\b)?`;
const UP =
  "rises?|rising|rose|increases?|increasing|increased|goes up|going up|went up|is up|are up|grows?|climbs?|higher";
const DOWN =
  "falls?|falling|fell|decreases?|decreasing|decreased|goes down|going down|went down|is down|are down|drops?|dropping|declines?|lower|shrinks?";
const DIRECTION = `(${UP}|${DOWN})`;
// A relative error up to this share, or this many units, is rounding.
const EXACT_MARGIN = 0.03;
// An IRR or a premium stated as a rough figure may be this many percentage points off.
const RATE_POINTS = 2;
const RATE_SHARE = 0.12;

/** The answer's worked examples whose figures do not follow from the figures it sets out with. */
export function wrongWorkedExamples(text: string): WrongClaim[] {
  const sentences = splitSentences(text);
  return [
    ...depreciationChanges(text),
    ...workingCapitalBuildUps(text),
    ...sentences.flatMap(moneyMultiples),
    ...sentences.flatMap(relativePremiums),
    ...sentences.flatMap(valuesFromMultiples),
  ];
}

// ——— A change in depreciation through the three statements ———

const DEPRECIATION = "depreciation|D&A|amorti[sz]ation";
const CHANGE_NOUN = "increase|rise|decrease|fall|drop|decline|reduction";
// "depreciation rises by 10" and "a 10 increase in depreciation".
const DEPRECIATION_CHANGES = [
  new RegExp(
    String.raw`\b(?:${DEPRECIATION})(?:\s+expense)?\s+(?<direction>${UP}|${DOWN})\s+by\s+(?<amount>${AMOUNT})`,
    "gi",
  ),
  new RegExp(
    String.raw`(?<amount>${AMOUNT})\s+(?<direction>${CHANGE_NOUN})\s+in\s+(?:${DEPRECIATION})`,
    "gi",
  ),
];
const TAX_RATE = [
  /(\d+(?:\.\d+)?)\s*%\s+(?:tax|tax rate)\b/i,
  /tax rate\s+(?:of\s+|is\s+)?(\d+(?:\.\d+)?)\s*%/i,
];

/** Where the change goes, per unit of extra depreciation, at tax rate t. */
const DEPRECIATION_EFFECTS: { item: RegExp; perUnit: (t: number) => number }[] = [
  { item: /net income|net profit|earnings/i, perUnit: (t) => -(1 - t) },
  {
    item: /operating cash flow|cash flow from operations|(?<!net )cash(?!\s+flow)(?: balance)?/i,
    perUnit: (t) => t,
  },
  { item: /PP&E|fixed assets/i, perUnit: () => -1 },
  {
    item: /retained earnings|shareholders'? equity|equity/i,
    perUnit: (t) => -(1 - t),
  },
  { item: /total assets|assets/i, perUnit: (t) => -(1 - t) },
  { item: /tax expense|taxes|income tax/i, perUnit: (t) => -t },
  {
    item: /operating income|EBIT\b|pre-tax income|pretax income/i,
    perUnit: () => -1,
  },
];
const EFFECT_ITEMS = DEPRECIATION_EFFECTS.map((effect) => effect.item.source).join("|");
const STATED_EFFECTS = [
  new RegExp(
    String.raw`\b(${EFFECT_ITEMS})\b[^.;,]{0,25}?\b${DIRECTION}\b\s*(?:by\s+)?(?:only\s+)?(${AMOUNT})`,
    "gi",
  ),
  new RegExp(String.raw`(${AMOUNT})\s+(${CHANGE_NOUN})\s+in\s+(${EFFECT_ITEMS})\b`, "gi"),
];

function depreciationChanges(text: string): WrongClaim[] {
  const changes = DEPRECIATION_CHANGES.flatMap((pattern) =>
    [...text.matchAll(pattern)].map((match) => ({
      at: match.index ?? 0,
      end: (match.index ?? 0) + match[0].length,
      amount: signed(match.groups?.amount ?? "", match.groups?.direction ?? ""),
    })),
  );
  const amounts = new Set(changes.map((change) => change.amount));
  const taxRate = TAX_RATE.map((pattern) => pattern.exec(text)?.[1]).find(Boolean);
  // Two different changes, or no tax rate to work with: nothing to redo.
  if (amounts.size !== 1 || taxRate === undefined) return [];
  const amount = [...amounts][0] as number;
  const t = Number(taxRate) / 100;
  const start = Math.min(...changes.map((change) => change.at));
  const wrong: WrongClaim[] = [];
  for (const stated of statedEffects(text.slice(start))) {
    if (changes.some((change) => change.at - start <= stated.at && stated.at < change.end - start)) continue;
    const effect = DEPRECIATION_EFFECTS.find((candidate) => wholeMatch(candidate.item, stated.item));
    if (!effect) continue;
    if (close(stated.change, amount * effect.perUnit(t), EXACT_MARGIN)) continue;
    wrong.push({
      kind: "number",
      said: stated.said,
      reference: depreciationWorking(amount, t),
      source: "arithmetic",
    });
  }
  return wrong;
}

function statedEffects(text: string): { at: number; item: string; change: number; said: string }[] {
  const [itemFirst, amountFirst] = STATED_EFFECTS as [RegExp, RegExp];
  return [
    ...[...text.matchAll(itemFirst)].map((match) => ({
      at: match.index ?? 0,
      item: match[1] ?? "",
      change: signed(match[3] ?? "", match[2] ?? ""),
      said: match[0],
    })),
    ...[...text.matchAll(amountFirst)].map((match) => ({
      at: match.index ?? 0,
      item: match[3] ?? "",
      change: signed(match[1] ?? "", match[2] ?? ""),
      said: match[0],
    })),
  ];
}

function depreciationWorking(amount: number, t: number): string {
  const rises = amount > 0;
  const size = Math.abs(amount);
  const percent = format(t * 100);
  return (
    `with depreciation ${rises ? "up" : "down"} ${format(size)} at a ${percent}% tax rate, operating income ` +
    `${rises ? "falls" : "rises"} by ${format(size)} and net income by ${format(size * (1 - t))}; depreciation ` +
    `costs no cash, so cash ${rises ? "rises" : "falls"} by the tax saved, ${format(size * t)}; PP&E ` +
    `${rises ? "falls" : "rises"} by ${format(size)} and retained earnings by ${format(size * (1 - t))}`
  );
}

// ——— Net income and a working-capital change to operating cash flow ———

const NET_INCOME = new RegExp(String.raw`net income (?:is|of|was|=)\s+(${AMOUNT})`, "gi");
const WORKING_CAPITAL_ASSETS = "receivables|inventor(?:y|ies)|prepaid expenses|stock";
const WORKING_CAPITAL_LIABILITIES = "payables|accrued expenses|deferred revenue";
const WORKING_CAPITAL = new RegExp(
  String.raw`\b(${WORKING_CAPITAL_ASSETS}|${WORKING_CAPITAL_LIABILITIES})\s+${DIRECTION}\s+by\s+(${AMOUNT})`,
  "gi",
);
const OPERATING_CASH_FLOW = new RegExp(
  String.raw`\b(?:operating cash flow|cash flow from operations|cash from operations|CFO)\s+(?:is|of|was|comes to|would be|=)\s+(?:only\s+)?(${AMOUNT})`,
  "gi",
);

function workingCapitalBuildUps(text: string): WrongClaim[] {
  const incomes = [...text.matchAll(NET_INCOME)];
  const cashFlows = [...text.matchAll(OPERATING_CASH_FLOW)];
  const changes = [...text.matchAll(WORKING_CAPITAL)];
  // Depreciation or another adjustment beside them would need the whole build-up.
  if (
    incomes.length !== 1 ||
    cashFlows.length !== 1 ||
    changes.length === 0 ||
    /depreciation|D&A/i.test(text)
  ) {
    return [];
  }
  const income = amountOf(incomes[0]?.[1] ?? "");
  let expected = income;
  for (const change of changes) {
    const liability = new RegExp(`^(?:${WORKING_CAPITAL_LIABILITIES})$`, "i").test(change[1] ?? "");
    const growth = signed(change[3] ?? "", change[2] ?? "");
    expected += liability ? growth : -growth;
  }
  const cashFlow = cashFlows[0] as RegExpMatchArray;
  if (close(amountOf(cashFlow[1] ?? ""), expected, EXACT_MARGIN)) return [];
  return [
    {
      kind: "number",
      said: cashFlow[0],
      reference:
        `operating cash flow is net income less the cash tied up in working capital: a rise in receivables or ` +
        `inventory takes cash, a rise in payables gives it, so here ${format(income)} becomes ${format(expected)}`,
      source: "arithmetic",
    },
  ];
}

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
const PERCENT = /(\d+(?:\.\d+)?)\s*%/g;
const CLAUSE_BREAK = /;|,\s*(?:but|while|whereas)\b|\bwhereas\b|\bwhile\b/i;

function moneyMultiples(sentence: string): WrongClaim[] {
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

// ——— A multiple's premium or discount to another ———

const MULTIPLE = /(\d+(?:\.\d+)?)\s?x\b/gi;
// "a 20% premium", "a premium of 20%".
const PREMIUM =
  /(\d+(?:\.\d+)?)\s*%\s+(premium|discount)\b|\b(premium|discount)\s+of\s+(?:about\s+|roughly\s+)?(\d+(?:\.\d+)?)\s*%/i;

function relativePremiums(sentence: string): WrongClaim[] {
  return sentence.split(CLAUSE_BREAK).flatMap((clause) => {
    const premium = PREMIUM.exec(clause);
    const multiples = [...new Set([...clause.matchAll(MULTIPLE)].map((match) => Number(match[1])))];
    if (!premium || multiples.length !== 2) return [];
    const kind = (premium[2] ?? premium[3] ?? "").toLowerCase();
    const [high, low] = [Math.max(...multiples), Math.min(...multiples)];
    if (!(low > 0)) return [];
    const expected = kind === "premium" ? (high / low - 1) * 100 : (1 - low / high) * 100;
    const stated = Number(premium[1] ?? premium[4]);
    if (Math.abs(stated - expected) <= Math.max(1, 0.06 * expected)) return [];
    return [
      {
        kind: "number",
        said: clause.trim(),
        reference:
          kind === "premium"
            ? `${format(high)}x against ${format(low)}x is a premium of ${format(high)} / ${format(low)} − 1, about ${format(expected, 0)}%`
            : `${format(low)}x against ${format(high)}x is a discount of 1 − ${format(low)} / ${format(high)}, about ${format(expected, 0)}%`,
        source: "arithmetic",
      },
    ];
  });
}

// ——— A value stated as a multiple of EBITDA ———

const VALUE_TOKENS = new RegExp(
  String.raw`(EBITDA)|(enterprise value|\bEV\b|exit value|purchase price|entry price|price paid|valuation)|(equity value|equity|debt|cash|revenue|sales|net income|earnings|interest|shares?|dividends?|capex|fees?|IRR|returns?|proceeds|multiple of)|(\d+(?:\.\d+)?\s?x\b)|(${AMOUNT})(?!\s*%|\s?x\b|[\s-]+years?|\d)`,
  "gi",
);

const TERM_FOLLOWS = /^\s*(?:[+−\-×*/÷]\s*\d|=)/;
const OWNER = /^\s+of\s+([\w&]+)/i;

function valuesFromMultiples(sentence: string): WrongClaim[] {
  const ebitda: number[] = [];
  const values: number[] = [];
  const multiples = new Set<number>();
  let context: "ebitda" | "value" | undefined;
  for (const match of sentence.matchAll(VALUE_TOKENS)) {
    if (match[1]) context = "ebitda";
    else if (match[2]) context = "value";
    else if (match[3]) context = undefined;
    else if (match[4]) multiples.add(Number.parseFloat(match[4]));
    else if (match[5]) {
      const after = sentence.slice((match.index ?? 0) + match[5].length);
      // A term of a sum ("800 + 200 = 1,000") is not the value itself; "$270m of debt" is debt.
      const of = OWNER.exec(after)?.[1];
      const owner = TERM_FOLLOWS.test(after)
        ? undefined
        : of
          ? /^EBITDA$/i.test(of)
            ? "ebitda"
            : undefined
          : context;
      if (owner === "ebitda") ebitda.push(millions(match[5]));
      else if (owner === "value") values.push(millions(match[5]));
    }
  }
  const [multiple] = multiples;
  if (multiples.size !== 1 || multiple === undefined || ebitda.length === 0) return [];
  const wrong = values.filter((value) => !ebitda.some((base) => close(value, multiple * base, EXACT_MARGIN)));
  if (wrong.length === 0) return [];
  return [
    {
      kind: "number",
      said: sentence,
      reference: `at ${format(multiple)}x, a value is ${format(multiple)} times EBITDA: ${ebitda
        .map((base) => `${format(base)} of EBITDA is worth ${format(multiple * base)}`)
        .join(", ")}`,
      source: "arithmetic",
    },
  ];
}

// ——— Shared ———

// An amount with the sign its direction word gives it: "falls by 10" is −10.
function signed(amount: string, direction: string): number {
  const value = millions(amount);
  return new RegExp(`^(?:${DOWN}|decrease|fall|drop|decline|reduction)$`, "i").test(direction.trim())
    ? -value
    : value;
}

function millions(amount: string): number {
  return /bn\b/i.test(amount) ? amountOf(amount) * 1000 : amountOf(amount);
}

function wholeMatch(pattern: RegExp, text: string): boolean {
  return new RegExp(`^(?:${pattern.source})$`, "i").test(text.trim());
}

function close(a: number, b: number, margin: number): boolean {
  return Math.abs(a - b) <= margin * Math.max(Math.abs(a), Math.abs(b)) + 0.05;
}

function format(value: number, digits = 2): string {
  const factor = 10 ** digits;
  return String(Math.round(value * factor) / factor);
}
