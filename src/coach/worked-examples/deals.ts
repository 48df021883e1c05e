import type { WrongClaim } from "../claim-check";
import { splitSentences } from "../tokenize";
import { taxRateIn } from "./debt";
import { AMOUNT, distinct, format, millions, nearly, OPERATOR_AFTER, single, statedFigures } from "./figures";

// Deal arithmetic redone from the answer's own figures: accretion or dilution to the buyer's EPS, the P/E
// rule for an all-stock deal, and options under the treasury stock method.

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
const OPERATOR_BEFORE =
  /(?:[+−\-×*/÷]|\bdivided by|\btimes|\bplus|\bminus|\bmultiplied by|\bless|\d\w*\s+over)\s*$/i;
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
          divided ||= /^\s*(?:\/|÷|divided by|over\b)/i.test(after);
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
export function accretionDilution(text: string): WrongClaim[] {
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
export function priceEarningsRule(text: string): WrongClaim[] {
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
export function treasuryStockMethod(text: string): WrongClaim[] {
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
