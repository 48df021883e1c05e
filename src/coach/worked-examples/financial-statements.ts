import type { WrongClaim } from "../claim-check";
import {
  AMOUNT,
  close,
  DIRECTION,
  DOWN,
  EXACT_MARGIN,
  format,
  millions,
  signed,
  UP,
  wholeMatch,
} from "./figures";

// A change in depreciation through the three statements, and net income with a working-capital change
// to operating cash flow, redone from the answer's own figures.

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
export const TAX_RATE = [
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

export function depreciationChanges(text: string): WrongClaim[] {
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

export function workingCapitalBuildUps(text: string): WrongClaim[] {
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
