import type { GradeInput } from "./types";

type Case = Omit<GradeInput, "answer">;

/** Questions the unit tests grade answers to; written for the tests, not part of the question bank. */
export const depreciationAddBack: Case = {
  question: "Why is depreciation added back on the cash flow statement?",
  modelAnswer:
    "Depreciation is a non-cash expense: it reduces net income, but no cash leaves the business when it is recorded. " +
    "The cash flow statement starts from net income, so depreciation is added back to reach cash flow from operations. " +
    "Its only cash effect is indirect: it lowers taxable income, so the company pays less tax.",
  keyPoints: [
    "Depreciation is a non-cash expense",
    "It reduces net income although no cash is paid out",
    "The cash flow statement starts from net income, so depreciation is added back",
    "Its only cash effect is the tax saving from lower taxable income",
  ],
  misconceptions: [
    "Depreciation increases cash because it is a non-cash expense",
    "Depreciation is a cash outflow in the year it is recorded",
  ],
};

export const bondPriceAndRates: Case = {
  question: "What happens to the price of a bond when interest rates rise?",
  modelAnswer:
    "When interest rates rise, the price of an existing bond falls. " +
    "Its fixed coupons become less attractive than those of newly issued bonds, so investors only buy it at a lower price, " +
    "which lifts its yield to the new market level. Bonds with a longer duration fall more.",
};

export const enterpriseVersusEquityValue: Case = {
  question: "What is the difference between enterprise value and equity value?",
  modelAnswer:
    "Equity value is the value of the company that belongs to its shareholders only, the market capitalisation for a listed company. " +
    "Enterprise value is the value of the core operations available to all capital providers, debt and equity holders alike. " +
    "To go from equity value to enterprise value, you add net debt, preferred stock and minority interest.",
  keyPoints: [
    "Equity value belongs to shareholders only",
    "Enterprise value is the value of the operations to all capital providers",
    "Enterprise value equals equity value plus net debt, preferred stock and minority interest",
  ],
  misconceptions: ["Enterprise value is equity value minus debt"],
};

export const waccAndDcfValue: Case = {
  question: "How does a higher WACC affect a DCF valuation?",
  modelAnswer:
    "The WACC is the rate at which the free cash flows are discounted. A higher WACC lowers the present value of each " +
    "future cash flow, and of the terminal value most of all, so the enterprise value from the DCF falls. The effect " +
    "is strongest for companies whose cash flows lie far in the future.",
};
