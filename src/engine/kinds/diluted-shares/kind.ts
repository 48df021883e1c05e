import { dilutedSharesMeta } from "../../../contract/kind-metas/diluted-shares";
import { defineKind, fieldRefs } from "../../define-kind";
import {
  add,
  cell,
  divide,
  type Expr,
  type Model,
  modelPerShape,
  multiply,
  named,
  num,
  shown,
  single,
  subtract,
  sum,
  type Text,
} from "../../formula/expression";
import { describeDilutedShares } from "./describe";
import { DILUTED_SHARES_ROWS, type DilutedSharesStatement, dilutedSharesFields } from "./fields";
import { generateDilutedShares } from "./generate";

const R = DILUTED_SHARES_ROWS;
const { f, input } = fieldRefs(dilutedSharesFields);

const CONVERTS = "c";
const IN_THE_MONEY = "1";

/**
 * What decides a statement's formulas, as a short key: whether the bond converts ("c"), then each tranche
 * in the money ("1") or out ("0"). Built on every check, so a string rather than an object.
 */
function shapeOf(s: DilutedSharesStatement): string {
  let shape = s.convertible.conversionPrice < s.sharePrice ? CONVERTS : "-";
  for (const option of s.options) shape += option.strike < s.sharePrice ? IN_THE_MONEY : "0";
  return shape;
}

const sharePrice = f.sharePrice;
const faceValue = input({ field: "convertible", member: "faceValue" }, "number", "face value");
const conversionPrice = input(
  { field: "convertible", member: "conversionPrice" },
  "number",
  "conversion price",
);
const tranche = (index: number, member: "count" | "strike"): Expr =>
  input({ field: "options", index, member }, "number", `${member} ${index + 1}`);

/**
 * docs/drills.md#diluted-shares for one shape: only options struck below the share price are exercised, and their proceeds
 * buy back shares at the share price; the convertible converts only when its price is below the share price.
 */
function dilutedSharesFormulas(shape: string): Model {
  const converts = shape.startsWith(CONVERTS);
  const inTheMoney = [...shape.slice(1)].flatMap((mark, index) => (mark === IN_THE_MONEY ? [index] : []));
  return {
    given: [],
    cells: [
      single(R.inTheMoney, sum(inTheMoney.map((index) => tranche(index, "count"))), [
        "only tranches struck below the share price ",
        shown(sharePrice),
        " are exercised",
      ]),
      single(
        R.proceeds,
        sum(inTheMoney.map((index) => multiply(tranche(index, "count"), tranche(index, "strike")))),
      ),
      // The buy-back spends the whole proceeds: 16.5 on the exact path. The statement gives counts and
      // strikes, not the proceeds, so the student who worked 16.5 out reads nothing rounded; one who
      // carries the displayed 17 is on the carried path, and both are right.
      single(R.repurchased, divide(cell(R.proceeds, null, "number"), sharePrice)),
      single(R.netNew, subtract(cell(R.inTheMoney, null), cell(R.repurchased, null, "decimal4"))),
      converts
        ? single(
            R.convertible,
            divide(faceValue, conversionPrice),
            convertibleNote("below", "the bond converts"),
          )
        : single(
            R.convertible,
            named("no conversion", num(0)),
            convertibleNote("above", "the bond stays debt"),
          ),
      single(
        R.diluted,
        add(
          add(add(f.basicShares, cell(R.netNew, null, "decimal4", "Net New Shares")), f.rsus),
          cell(R.convertible, null, "decimal4"),
        ),
      ),
      single(R.equityValue, multiply(cell(R.diluted, null, "decimal4"), sharePrice)),
    ],
  };
}

const convertibleNote = (side: "below" | "above", outcome: string): Text => [
  "the conversion price ",
  shown(conversionPrice),
  ` is ${side} the share price `,
  shown(sharePrice),
  `: ${outcome}`,
];

/** The formulas for `s`'s shape, built once per shape (a handful: two or three tranches, in or out). */
const dilutedSharesModel: (s: DilutedSharesStatement) => Model = modelPerShape(shapeOf, (s) =>
  dilutedSharesFormulas(shapeOf(s)),
);

export const dilutedSharesKind = defineKind({
  meta: dilutedSharesMeta,
  fields: dilutedSharesFields,
  rows: DILUTED_SHARES_ROWS,
  generate: generateDilutedShares,
  describe: describeDilutedShares,
  model: dilutedSharesModel,
});
