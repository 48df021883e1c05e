import { amountOf } from "./arithmetic";
import type { WrongClaim } from "./claim-check";
import { splitSentences } from "./tokenize";

// The classic worked examples of an interview, redone from the figures the answer itself gives: a change
// in depreciation through the three statements, a working-capital build-up to operating cash flow, a
// money multiple over a number of years against its IRR, a multiple's premium over its peers', a value
// stated as a multiple of EBITDA, a deal's accretion or dilution, options under the treasury stock method,
// a growing perpetuity and its discounting, and the after-tax cost of debt. The model answer rarely states
// these figures; finance does.

const AMOUNT = String.raw`[$€£]?\d+(?:,\d{3})*(?:\.\d+)?(?:\s?(?:m|bn|k|million|billion)\b)?`;
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
    ...accretionDilution(text),
    ...priceEarningsRule(text),
    ...treasuryStockMethod(text),
    ...sentences.flatMap(perpetuities),
    ...discountedValues(text),
    ...sentences.flatMap(afterTaxCostsOfDebt),
    ...sentences.flatMap(interestTaxShields),
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
  const income = millions(incomes[0]?.[1] ?? "");
  let expected = income;
  for (const change of changes) {
    const liability = new RegExp(`^(?:${WORKING_CAPITAL_LIABILITIES})$`, "i").test(change[1] ?? "");
    const growth = signed(change[3] ?? "", change[2] ?? "");
    expected += liability ? growth : -growth;
  }
  const cashFlow = cashFlows[0] as RegExpMatchArray;
  if (close(millions(cashFlow[1] ?? ""), expected, EXACT_MARGIN)) return [];
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

// ——— A deal's accretion or dilution to the buyer's EPS ———

// Each figure of the deal is read with the party it belongs to ("the buyer's net income of 100", "the
// target earns 20") and the item named last before it; a figure that is a term of a sum or a product is
// a step, not the item itself. A figure read twice with two values is left unread.
type DealKey =
  | "buyer:income"
  | "buyer:eps"
  | "buyer:shares"
  | "buyer:price"
  | "target:income"
  | "proForma:income"
  | "proForma:eps"
  | "proForma:shares"
  | "paid"
  | "newShares";
const DEAL_KEYS = new Set<string>([
  "buyer:income",
  "buyer:eps",
  "buyer:shares",
  "buyer:price",
  "target:income",
  "proForma:income",
  "proForma:eps",
  "proForma:shares",
]);
type Party = "buyer" | "target" | "proForma";
type DealItem = "income" | "eps" | "shares" | "price" | "paid" | "newShares";

const DEAL_TOKENS = new RegExp(
  [
    String.raw`(?<buyer>\b(?:buyer|acquirer|acquiror|bidder|stand-?alone)\b)`,
    String.raw`(?<target>\b(?:target|seller)\b)`,
    String.raw`(?<proForma>\bpro[\s-]forma\b|\bcombined\b)`,
    String.raw`(?<countTo>\b(?:taking|takes|bringing|brings|raising|raises)\s+(?:the|its)\s+(?:share\s+)?count\s+to\b)`,
    String.raw`(?<eps>\bEPS\b|\bearnings per share\b)`,
    String.raw`(?<income>\bnet income\b|\bnet profit\b|\bearnings\b|\bprofits?\b)`,
    String.raw`(?<price>\b(?:share|stock) price\b|\btrad(?:e|es|ing) at\b|\bprice per share\b)`,
    String.raw`(?<shares>\b(?:share )?count\b|\bshares outstanding\b|\bnumber of shares\b)`,
    String.raw`(?<paid>\b(?:pays?|paying|paid|purchase price|price paid)\b)`,
    String.raw`(?<issues>\b(?:issues|issuing|issue|issued)\b)`,
    String.raw`(?<![\d.,])(?<amount>${AMOUNT})(?![\d.,]*(?:\s*%|\s?x\b)|[\s-]+years?\b)(?<unit>\s+(?:new\s+|newly issued\s+|additional\s+)?shares\b)?(?<perShare>\s+(?:a|per) share\b)?`,
  ].join("|"),
  "gi",
);
const OPERATOR_AFTER = /^\s*(?:[+−\-×*/÷]|divided by\b|times\b|plus\b|minus\b|multiplied by\b)/i;
const OPERATOR_BEFORE = /(?:[+−\-×*/÷]|\bdivided by|\btimes|\bplus|\bminus|\bmultiplied by|\bless)\s*$/i;
// "4.3% accretive", "dilutive by about 5%", "accretion of 4%"; a bare "accretive" when no percentage.
const VERDICT =
  /(?:(\d+(?:\.\d+)?)\s*%\s+)?\b(accretive|dilutive|accretion|dilution)\b(?:\s+(?:of|by)\s+(?:about\s+|roughly\s+|around\s+|some\s+)?(\d+(?:\.\d+)?)\s*%)?/gi;
const NEGATED_VERDICT =
  /\b(?:not|n't|never|neither|nor|no longer)\s+(?:\w+\s+){0,2}?(?:accretive|dilutive)\b/i;
// Synergies, fees, or cash spent change pro forma net income in ways the answer's figures may not show.
const OTHER_ADJUSTMENTS = /\b(?:synerg\w*|fees?|cash|amorti[sz]ation|write-?ups?|step-?ups?)\b/i;
const SET_ASIDE =
  /\b(?:ignoring|before|without|excluding|no|leaving out)\s+(?:any\s+)?(?:synergies|fees)(?:\s+(?:and|or|,)\s+(?:synergies|fees))?/gi;
const NEW_DEBT = new RegExp(
  String.raw`(${AMOUNT})\s+(?:of\s+)?(?:new\s+)?(?:debt|borrowing)\s+at\s+(\d+(?:\.\d+)?)\s*%|\bborrow(?:s|ing|ed)?\s+(${AMOUNT})\s+at\s+(\d+(?:\.\d+)?)\s*%`,
  "gi",
);

interface DealFigure {
  value: number;
  said: string;
}

function dealFigures(text: string): Map<DealKey, DealFigure[]> {
  const figures = new Map<DealKey, DealFigure[]>();
  const add = (key: DealKey, value: number, said: string) =>
    figures.set(key, [...(figures.get(key) ?? []), { value, said }]);
  for (const sentence of splitSentences(text)) {
    let party: Party | undefined;
    let item: DealItem | undefined;
    let divided = false;
    for (const match of sentence.matchAll(DEAL_TOKENS)) {
      const found = match.groups ?? {};
      if (found.buyer) party = "buyer";
      else if (found.target) party = "target";
      else if (found.proForma) party = "proForma";
      else if (found.countTo) [party, item] = ["proForma", "shares"];
      else if (found.eps) item = "eps";
      else if (found.income) item = "income";
      else if (found.price) item = "price";
      else if (found.shares) item = "shares";
      else if (found.paid) item = "paid";
      else if (found.issues) item = "newShares";
      else if (found.amount) {
        const at = match.index ?? 0;
        const before = sentence.slice(0, at);
        const after = sentence.slice(at + found.amount.length);
        if (OPERATOR_BEFORE.test(before) || OPERATOR_AFTER.test(after)) {
          divided ||= /^\s*(?:\/|÷|divided by)/i.test(after);
          continue;
        }
        // "Earnings of $300m divided by $20m is 15": a ratio of amounts is not an amount.
        if (divided && (item === "income" || item === "paid")) item = undefined;
        divided = false;
        const value = millions(found.amount);
        // "15m new shares" are issued, "100m shares" are held, "$20 a share" is a price.
        const issuedShares = /new|issued|additional/i.test(found.unit ?? "") || item === "newShares";
        const sharesItem = issuedShares ? "newShares" : "shares";
        const priceItem = found.perShare && (item === undefined || item === "price") ? "price" : item;
        const unitItem = found.unit ? sharesItem : priceItem;
        const key = dealKey(party, unitItem, Boolean(found.perShare));
        if (key) add(key, value, sentence);
        if (found.unit || found.perShare || item) item = undefined;
      }
    }
  }
  return figures;
}

function dealKey(
  party: Party | undefined,
  item: DealItem | undefined,
  perShare: boolean,
): DealKey | undefined {
  if (item === "paid" || item === "newShares") return item;
  // "$20 a share" is the buyer's price unless the sentence is about the target's shares.
  if (item === "price")
    return party === "target" || (party === undefined && !perShare) ? undefined : "buyer:price";
  if (!party || !item) return undefined;
  const key = `${party}:${item}`;
  return DEAL_KEYS.has(key) ? (key as DealKey) : undefined;
}

/** Pro forma EPS = (buyer's net income + target's net income − after-tax interest on new debt) / (buyer's shares + new shares). */
function accretionDilution(text: string): WrongClaim[] {
  const figures = dealFigures(text);
  const one = (key: DealKey) => single(figures.get(key) ?? []);
  const [buyerIncome, buyerEps, buyerShares, buyerPrice] = (
    ["buyer:income", "buyer:eps", "buyer:shares", "buyer:price"] as const
  ).map(one);
  const [targetIncome, paid, issued] = (["target:income", "paid", "newShares"] as const).map(one);
  const [proFormaIncome, proFormaEps, proFormaShares] = (
    ["proForma:income", "proForma:eps", "proForma:shares"] as const
  ).map(one);
  const wrong: WrongClaim[] = [];
  const flag = (figure: DealFigure, reference: string) =>
    wrong.push({ kind: "number", said: figure.said, reference, source: "arithmetic" });

  // New shares: the price paid in stock over the buyer's share price.
  const sharesForPrice = paid && buyerPrice ? paid.value / buyerPrice.value : undefined;
  if (issued && paid && buyerPrice && sharesForPrice !== undefined && !nearly(issued.value, sharesForPrice)) {
    flag(
      issued,
      `paying ${format(paid.value)} in shares at ${format(buyerPrice.value)} a share means issuing ${format(paid.value)} / ${format(buyerPrice.value)} = ${format(sharesForPrice)} new shares`,
    );
  }
  const interest = afterTaxInterest(text);
  // A deal paid with new debt and no stock issues no shares.
  const noStock =
    /\bno\s+(?:new\s+)?(?:shares|stock)\b/i.test(text) ||
    (interest && !/\bissu\w*|\bstock\b|\bshares? deal\b/i.test(text));
  const newShares = issued?.value ?? sharesForPrice ?? (noStock ? 0 : undefined);
  const shares =
    buyerShares?.value ?? (buyerIncome && buyerEps ? buyerIncome.value / buyerEps.value : undefined);
  const expectedShares = shares !== undefined && newShares !== undefined ? shares + newShares : undefined;
  if (proFormaShares && expectedShares !== undefined && !nearly(proFormaShares.value, expectedShares)) {
    flag(
      proFormaShares,
      `the buyer's ${format(shares as number)} shares plus ${format(newShares as number)} new shares make ${format(expectedShares)}`,
    );
  }

  const income =
    buyerIncome?.value ?? (buyerEps && buyerShares ? buyerEps.value * buyerShares.value : undefined);
  const expectedIncome =
    income !== undefined && targetIncome && interest !== undefined
      ? income + targetIncome.value - interest
      : undefined;
  if (proFormaIncome && expectedIncome !== undefined && !nearly(proFormaIncome.value, expectedIncome)) {
    flag(
      proFormaIncome,
      `pro forma net income is the buyer's ${format(income as number)} plus the target's ${format(targetIncome?.value as number)}${interest ? ` less ${format(interest)} of after-tax interest on the new debt` : ""}: ${format(expectedIncome)}`,
    );
  }

  const totalIncome = proFormaIncome?.value ?? expectedIncome;
  const totalShares = proFormaShares?.value ?? expectedShares;
  const expectedEps = totalIncome !== undefined && totalShares ? totalIncome / totalShares : undefined;
  if (proFormaEps && expectedEps !== undefined && !nearly(proFormaEps.value, expectedEps)) {
    flag(
      proFormaEps,
      `pro forma EPS is pro forma net income over the new share count, ${format(totalIncome as number)} / ${format(totalShares as number)} = ${format(expectedEps)}`,
    );
  }

  const standalone =
    buyerEps?.value ?? (buyerIncome && buyerShares ? buyerIncome.value / buyerShares.value : undefined);
  const proForma = expectedEps ?? proFormaEps?.value;
  if (standalone === undefined || proForma === undefined || !(standalone > 0)) return wrong;
  const change = (proForma / standalone - 1) * 100;
  const verdict = change > 0 ? "accretive" : "dilutive";
  const reference = `pro forma EPS of ${format(proForma)} against ${format(standalone)} standalone is ${format(Math.abs(change), 1)}% ${verdict}`;
  for (const stated of verdicts(text)) {
    const accretive = /^accreti/i.test(stated.word);
    // Within half a point of break-even, either word is fair.
    const rightWay = Math.abs(change) < 0.5 || accretive === change > 0;
    const rightSize =
      stated.percent === undefined ||
      Math.abs(stated.percent - Math.abs(change)) <= Math.max(0.6, 0.1 * Math.abs(change));
    if (rightWay && rightSize) continue;
    wrong.push({ kind: "number", said: stated.said, reference, source: "arithmetic" });
  }
  return wrong;
}

/** The after-tax interest on the deal's new debt: 0 without debt, undefined when it cannot be read. */
function afterTaxInterest(text: string): number | undefined {
  const rest = text.replace(SET_ASIDE, "");
  if (OTHER_ADJUSTMENTS.test(rest)) return undefined;
  if (!/\b(?:debt|borrow\w*|interest|loan)\b/i.test(rest)) return 0;
  const loans = [...rest.matchAll(NEW_DEBT)];
  const taxRate = taxRateIn(rest);
  if (loans.length !== 1 || taxRate === undefined) return undefined;
  const [, amount, rate, borrowed, borrowedRate] = loans[0] as RegExpMatchArray;
  return millions(amount ?? borrowed ?? "") * (Number(rate ?? borrowedRate) / 100) * (1 - taxRate / 100);
}

function verdicts(text: string): { word: string; percent?: number; said: string }[] {
  const stated = [...text.matchAll(VERDICT)].map((match) => {
    const percent = match[1] ?? match[3];
    return {
      word: match[2] ?? "",
      percent: percent === undefined ? undefined : Number(percent),
      said: match[0],
    };
  });
  // "Dilution" and "accretion" alone are topics, not verdicts; a denial or both words leave the verdict open.
  // Two different percentages are two cases ("7% accretive, only 1% without synergies").
  const withPercent = stated.filter((verdict) => verdict.percent !== undefined);
  const percents = new Set(withPercent.map((verdict) => verdict.percent));
  const bare = stated.filter((verdict) => verdict.percent === undefined && /ive$/i.test(verdict.word));
  const words = new Set(bare.map((verdict) => verdict.word.toLowerCase()));
  const open = words.size > 1 || NEGATED_VERDICT.test(text);
  return [...(percents.size === 1 ? withPercent : []), ...(open ? [] : bare)];
}

// ——— The P/E rule for an all-stock deal ———

const PE_TOKENS =
  /(?<buyer>\b(?:buyer|acquirer|acquiror|bidder)\b)|(?<target>\b(?:target|seller|pays?|paying|paid|purchase)\b)|(?<multiple>\b\d+(?:\.\d+)?)\s?x\b(?!\s*(?:EBITDA|EBIT|revenue|sales|leverage|coverage|interest|debt))/gi;

/** All in stock, a buyer on a higher P/E than the one it pays gains EPS, and on a lower one loses it. */
function priceEarningsRule(text: string): WrongClaim[] {
  // Cash or debt in the funding needs their own cost, not the P/E rule.
  if (
    /\b(?:debt|borrow\w*|cash|loan)\b/i.test(text) ||
    !/\bP\/?E\b|price[\s-]to[\s-]earnings|earnings/i.test(text)
  )
    return [];
  const buyer = new Set<number>();
  const target = new Set<number>();
  for (const sentence of splitSentences(text)) {
    let party: "buyer" | "target" | undefined;
    for (const match of sentence.matchAll(PE_TOKENS)) {
      const found = match.groups ?? {};
      if (found.buyer) party = "buyer";
      else if (found.target) party = "target";
      else if (found.multiple && party) (party === "buyer" ? buyer : target).add(Number(found.multiple));
    }
  }
  const [buyerMultiple] = buyer;
  const [targetMultiple] = target;
  if (buyer.size !== 1 || target.size !== 1 || buyerMultiple === undefined || targetMultiple === undefined)
    return [];
  if (buyerMultiple === targetMultiple) return [];
  const accretive = buyerMultiple > targetMultiple;
  return verdicts(text)
    .filter((stated) => /^accreti/i.test(stated.word) !== accretive)
    .map((stated) => ({
      kind: "number" as const,
      said: stated.said,
      reference: `all in stock, a buyer valued at ${format(buyerMultiple)}x earnings that pays ${format(targetMultiple)}x for the target's earnings ${accretive ? "gets more earnings than it gives away in shares, so EPS rises: the deal is accretive" : "gives away more earnings in shares than it gets, so EPS falls: the deal is dilutive"}`,
      source: "arithmetic" as const,
    }));
}

// ——— Options under the treasury stock method ———

const OPTIONS = new RegExp(
  String.raw`(${AMOUNT})\s+(?:(?:stock|share|employee|vested)\s+)*(?:options|warrants)\b`,
  "gi",
);
const STRIKE = new RegExp(
  String.raw`\b(?:strike(?:\s+price)?|exercise\s+price|struck)\s+(?:of\s+|is\s+|at\s+|=\s+)?(${AMOUNT})|(${AMOUNT})\s+strike\b`,
  "gi",
);
const SHARE_PRICE = new RegExp(
  String.raw`\b(?:share|stock|current|market)\s+price\s+(?:of\s+|is\s+|at\s+|=\s+)?(${AMOUNT})|\bshares?\s+(?:trade|trades|trading)\s+at\s+(${AMOUNT})`,
  "gi",
);
const PROCEEDS = new RegExp(
  String.raw`\bproceeds\s+(?:of\s+)?(${AMOUNT})|(${AMOUNT})\s+(?:of\s+)?(?:exercise\s+)?proceeds\b`,
  "gi",
);
const BUYBACK = new RegExp(
  String.raw`\b(?:buys?|buying|bought)\s+back\s+(?:only\s+|about\s+)?(${AMOUNT})|\brepurchas(?:es?|ing)\s+(${AMOUNT})`,
  "gi",
);
// "5 net new shares", "a net 5 new shares", "adds 15 new shares".
const NEW_SHARE_COUNT = new RegExp(
  String.raw`(?:\b(net)\s+)?(${AMOUNT})\s+(?:(net)\s+)?(?:new|additional|extra|dilutive)\s+shares\b|\bnet\s+new\s+shares\s+(?:are|is|of|=)\s+(?:therefore\s+|only\s+)?(${AMOUNT})`,
  "gi",
);

/** Net new shares = options − options × strike / share price, and none when the options are out of the money. */
function treasuryStockMethod(text: string): WrongClaim[] {
  const options = distinct(text, OPTIONS);
  const strikes = distinct(text, STRIKE);
  const prices = distinct(text, SHARE_PRICE);
  const [count, strike, price] = [options[0], strikes[0], prices[0]];
  if (options.length !== 1 || strikes.length !== 1 || prices.length !== 1) return [];
  if (count === undefined || strike === undefined || price === undefined || !(price > 0)) return [];
  const inTheMoney = price > strike;
  const proceeds = count * strike;
  const bought = proceeds / price;
  const net = inTheMoney ? count - bought : 0;
  const reference = inTheMoney
    ? `${format(count)} options at a strike of ${format(strike)} bring in ${format(count)} × ${format(strike)} = ${format(proceeds)}, which buys back ${format(proceeds)} / ${format(price)} = ${format(bought)} shares at ${format(price)}, so the net new shares are ${format(count)} − ${format(bought)} = ${format(net)}`
    : `with a strike of ${format(strike)} above the share price of ${format(price)} the options are out of the money, so nobody exercises them and they add no shares`;
  const stated: { value: number; said: string; expected: number }[] = [];
  if (inTheMoney) {
    stated.push(...statedFigures(text, PROCEEDS).map((figure) => ({ ...figure, expected: proceeds })));
    stated.push(...statedFigures(text, BUYBACK).map((figure) => ({ ...figure, expected: bought })));
  }
  // The gross shares may come before the net ones: read the count marked net, or else the last one.
  const counts = statedFigures(text, NEW_SHARE_COUNT);
  const netCounts = counts.filter((figure) => /\bnet\b/i.test(figure.said));
  const conclusions = netCounts.length > 0 ? netCounts : counts.slice(-1);
  stated.push(...conclusions.map((figure) => ({ ...figure, expected: net })));
  return stated
    .filter((figure) => !nearly(figure.value, figure.expected))
    .map((figure) => ({ kind: "number", said: figure.said, reference, source: "arithmetic" }));
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
function perpetuities(sentence: string): WrongClaim[] {
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
function discountedValues(text: string): WrongClaim[] {
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

// ——— The after-tax cost of debt and the interest tax shield ———

const MORE_TAX_RATES = [
  /(\d+(?:\.\d+)?)\s*%\s+(?:marginal\s+|corporate\s+)?tax\b/i,
  /\btax(?:\s+rate)?\s+(?:of\s+|at\s+|is\s+)(\d+(?:\.\d+)?)\s*%/i,
];
const AFTER_TAX_FIGURE =
  /(\d+(?:\.\d+)?)\s*%\s+after[\s-]tax\b|\bafter[\s-]tax(?:\s+cost(?:\s+of\s+(?:the\s+)?debt)?|\s+rate|\s+interest rate)?\s+(?:of|is|=|becomes|comes to|falls to|is only)\s+(?:only\s+|about\s+|roughly\s+)?(\d+(?:\.\d+)?)\s*%|\bcosts?\s+(?:only\s+|just\s+)?(\d+(?:\.\d+)?)\s*%/gi;
const PRE_TAX_FIGURE =
  /(\d+(?:\.\d+)?)\s*%\s+(?:pre-?tax|before tax|loan|bonds?|coupon|interest rate|cost of debt)\b|\b(?:loan|debt|bonds?|borrowing|interest rate|coupon|cost of debt|yield(?:ing)?)\s+(?:at\s+|of\s+|is\s+|yielding\s+|costing\s+)?(\d+(?:\.\d+)?)\s*%(?!\s+after)/gi;

/** After-tax cost of debt = pre-tax rate × (1 − tax rate). */
function afterTaxCostsOfDebt(sentence: string): WrongClaim[] {
  if (!/\bafter[\s-]tax\b/i.test(sentence) || !/\b(?:debt|loan|bonds?|borrow\w*|interest)\b/i.test(sentence))
    return [];
  const taxRates = taxRatesIn(sentence);
  const [t] = taxRates;
  if (taxRates.length !== 1 || t === undefined) return [];
  const tax = t / 100;
  // "the after-tax cost is 15% times 0.75" starts a calculation, which the arithmetic check redoes.
  const afterTax = [...sentence.matchAll(AFTER_TAX_FIGURE)]
    .filter((match) => !OPERATOR_AFTER.test(sentence.slice((match.index ?? 0) + match[0].length)))
    .map((match) => ({ value: Number(match[1] ?? match[2] ?? match[3]), said: match[0] }));
  const explicitPreTax = [
    ...new Set([...sentence.matchAll(PRE_TAX_FIGURE)].map((match) => Number(match[1] ?? match[2]))),
  ];
  const others = [...new Set([...sentence.matchAll(PERCENT)].map((match) => Number(match[1])))].filter(
    (value) => value !== t && !afterTax.some((figure) => figure.value === value),
  );
  const preTax = explicitPreTax.length === 1 ? explicitPreTax : others;
  const [rate] = preTax;
  // A stated after-tax figure with one pre-tax rate to compare it with; otherwise the roles are unclear.
  if (afterTax.length === 0 || preTax.length !== 1 || rate === undefined) return [];
  const expected = rate * (1 - tax);
  return afterTax
    .filter((figure) => Math.abs(figure.value - expected) > 0.06 + 0.02 * expected)
    .map((figure) => ({
      kind: "number",
      said: figure.said,
      reference: `interest is deductible, so at a ${format(t)}% tax rate a ${format(rate)}% rate costs ${format(rate)}% × (1 − ${format(t)}%) = ${format(expected)}% after tax`,
      source: "arithmetic",
    }));
}

const INTEREST_AMOUNT = new RegExp(
  String.raw`\binterest(?:\s+expense|\s+payments?|\s+cost)?\s+(?:of|is|=)\s+(${AMOUNT})|(${AMOUNT})\s+(?:a year\s+)?of\s+interest\b`,
  "gi",
);
const TAX_SAVED = new RegExp(
  String.raw`\b(?:saves?|saving|saved)\s+(?:about\s+|only\s+)?(${AMOUNT})|\b(?:tax shield|tax saving)\s+(?:is|of|=)\s+(?:about\s+|only\s+)?(${AMOUNT})|(${AMOUNT})\s+(?:of\s+)?(?:tax saved|tax savings?|tax shield)\b`,
  "gi",
);

/** Interest tax shield = interest × tax rate. */
function interestTaxShields(sentence: string): WrongClaim[] {
  const interests = distinct(sentence, INTEREST_AMOUNT);
  const taxRates = taxRatesIn(sentence);
  const [interest] = interests;
  const [t] = taxRates;
  if (interests.length !== 1 || taxRates.length !== 1 || interest === undefined || t === undefined) return [];
  const expected = interest * (t / 100);
  return statedFigures(sentence, TAX_SAVED)
    .filter((figure) => !nearly(figure.value, expected))
    .map((figure) => ({
      kind: "number",
      said: figure.said,
      reference: `${format(interest)} of deductible interest at a ${format(t)}% tax rate saves ${format(interest)} × ${format(t)}% = ${format(expected)} of tax`,
      source: "arithmetic",
    }));
}

function taxRatesIn(text: string): number[] {
  return [
    ...new Set(
      [...TAX_RATE, ...MORE_TAX_RATES].flatMap((pattern) =>
        [...text.matchAll(new RegExp(pattern.source, "gi"))].map((match) => Number(match[1])),
      ),
    ),
  ];
}

function taxRateIn(text: string): number | undefined {
  const rates = taxRatesIn(text);
  return rates.length === 1 ? rates[0] : undefined;
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
  const value = amountOf(amount.replace(/\s*(?:million|billion)\b/i, ""));
  return /bn\b|billion/i.test(amount) ? value * 1000 : value;
}

function wholeMatch(pattern: RegExp, text: string): boolean {
  return new RegExp(`^(?:${pattern.source})$`, "i").test(text.trim());
}

// Within rounding for small figures too: an EPS of 1.10 is not 1.04.
function nearly(a: number, b: number): boolean {
  return Math.abs(a - b) <= EXACT_MARGIN * Math.max(Math.abs(a), Math.abs(b)) + 0.005;
}

function close(a: number, b: number, margin: number): boolean {
  return Math.abs(a - b) <= margin * Math.max(Math.abs(a), Math.abs(b)) + 0.05;
}

function format(value: number, digits = 2): string {
  const factor = 10 ** digits;
  return String(Math.round(value * factor) / factor);
}

// The one value a figure is given, or none when it is given two different values.
function single<T extends { value: number }>(figures: readonly T[]): T | undefined {
  const [first] = figures;
  return first && figures.every((figure) => nearly(figure.value, first.value)) ? first : undefined;
}

// The different values a pattern's amount takes in a text.
function distinct(text: string, pattern: RegExp): number[] {
  const values: number[] = [];
  for (const figure of statedFigures(text, pattern)) {
    if (!values.some((value) => nearly(value, figure.value))) values.push(figure.value);
  }
  return values;
}

// Each match of a pattern with the amount it captures.
function statedFigures(text: string, pattern: RegExp): { value: number; said: string }[] {
  return [...text.matchAll(pattern)].flatMap((match) => {
    const amount = match.slice(1).find((group) => group !== undefined && /^[$€£]?\d/.test(group));
    return amount === undefined ? [] : [{ value: millions(amount), said: match[0] }];
  });
}
