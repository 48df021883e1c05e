import { describe, expect, it } from "vitest";
import { TextAnalyzer } from "./analyze-text";
import { BuiltinGrader } from "./builtin-grader";
import { contradictedVerdict, editedCopies, oppositesOf } from "./edited-copies";
import { DEFAULT_TUNING } from "./grading-tuning";
import { loadLexicon } from "./lexicon";

const lexicon = loadLexicon();
const analyzer = new TextAnalyzer(lexicon);
const opposites = oppositesOf(lexicon.opposites, analyzer);

const MODEL =
  "Basic shares are the shares actually outstanding today. Diluted shares also include the shares that could be " +
  "created by options, warrants and convertibles. Equity value should use diluted shares, because the holders of " +
  "those instruments also have a claim on the equity. To reach enterprise value you add debt and subtract cash.";

const changes = (answer: string, model = MODEL) =>
  editedCopies(
    analyzer.analyze(answer),
    [analyzer.analyze(model)],
    analyzer.conceptRelations,
    opposites,
    DEFAULT_TUNING,
    new Set(),
    () => false,
  ).map((claim) => claim.kind);

describe("sentences copied from the model answer with one thing changed", () => {
  it("finds two things exchanged across the answer", () => {
    expect(
      changes(
        "Diluted shares are the shares actually outstanding today. Equity value should use basic shares, because " +
          "the holders of those instruments also have a claim on the equity.",
      ),
    ).toEqual(["swap", "swap"]);
  });

  it("finds two things put in each other's place within one copied sentence, whatever words name them", () => {
    const model =
      "Risk weights make a residential mortgage consume less capital than an unsecured corporate loan, so growth " +
      "in lending absorbs capital.";
    expect(
      changes(
        "Risk weights make an unsecured corporate loan consume less capital than a residential mortgage, so growth " +
          "in lending absorbs capital.",
        model,
      ),
    ).toEqual(["swap"]);
    expect(
      changes(
        "Risk weights make a residential mortgage use less capital than an unsecured corporate loan, so lending " +
          "growth absorbs capital.",
        model,
      ),
    ).toEqual([]);
  });

  it("finds two things that trade clauses in a copied sentence, but not clauses said in another order", () => {
    const model =
      "LIFO is allowed under US GAAP but banned under IFRS, so comparing companies may require an adjustment.";
    expect(
      changes(
        "LIFO is allowed under IFRS but banned under US GAAP, so comparing companies may require an adjustment.",
        model,
      ),
    ).toEqual(["swap"]);
    expect(
      changes(
        "LIFO is banned under IFRS but allowed under US GAAP, so comparing companies may require an adjustment.",
        model,
      ),
    ).toEqual([]);
  });

  it("finds two things exchanged wherever a copied sentence names them", () => {
    expect(
      changes(
        "In 12 hours, the hour hand goes round 12 times and the minute hand once, so the hour hand laps the minute hand.",
        "In 12 hours, the minute hand goes round 12 times and the hour hand once, so the minute hand laps the hour hand.",
      ),
    ).toEqual(["swap"]);
    const waterfall = "The remaining $41.3m is split 80/20, about $33.1m to LPs and $8.3m to the GP.";
    expect(
      changes("The remaining $41.3m is split 80/20, about $33.1m to the GP and $8.3m to LPs.", waterfall),
    ).toEqual(["swap"]);
    expect(
      changes("The remaining $41.3m is split 80/20, about $8.3m to the GP and $33.1m to LPs.", waterfall),
    ).toEqual([]);
  });

  it("tells revenue synergies from cost synergies, and senior claims from junior ones", () => {
    expect(
      changes(
        "Revenue synergies come from removing duplicated functions, while cost synergies come from cross-selling.",
        "Cost synergies come from removing duplicated functions, while revenue synergies come from cross-selling.",
      ),
    ).toEqual(["swap"]);
    expect(
      changes(
        "The junior lenders are repaid first, so they recover 100%.",
        "The senior lenders are repaid first, so they recover 100%.",
      ),
    ).toEqual(["direction"]);
  });

  it("reads a copy that raises a risk with 'may not', or drops the model's opening 'No', as no negation", () => {
    const model =
      "The main risk is the assumption that an exit buyer will really pay 10x for a group of acquired businesses.";
    expect(
      changes(
        "The main risk is the possibility that an exit buyer will not really pay 10x for a group of acquired businesses.",
        model,
      ),
    ).toEqual([]);
    expect(
      changes(
        "The main risk is the assumption that an exit buyer will not really pay 10x for a group of acquired businesses.",
        model,
      ),
    ).toEqual(["negation"]);
    const verdict =
      "No, at the same EV/EBITDA the software company is cheaper for the cash flow you are buying.";
    expect(
      changes(
        "At the same EV/EBITDA the software company is cheaper for the cash flow you are buying.",
        verdict,
      ),
    ).toEqual([]);
  });

  it("reads the items of a list said in another order as no swap", () => {
    const model =
      "There are four ways: nonconstant pointer to constant data, nonconstant pointer to nonconstant data, constant " +
      "pointer to constant data, constant pointer to nonconstant data.";
    expect(
      changes(
        "Nonconstant pointer to nonconstant data, nonconstant pointer to constant data, constant pointer to " +
          "nonconstant data, constant pointer to constant data.",
        model,
      ),
    ).toEqual([]);
  });

  it("takes two plain words exchanged across a reworded answer for a rewording", () => {
    const model =
      "Growth equity invests in companies that are already profitable. Venture capital backs earlier, often " +
      "loss-making companies.";
    expect(
      changes(
        "Growth equity backs companies that are already profitable. Venture capital invests in earlier, often " +
          "loss-making companies.",
        model,
      ),
    ).toEqual([]);
    expect(
      changes(
        "Venture capital invests in companies that are already profitable. Growth equity backs earlier, often " +
          "loss-making companies.",
        model,
      ),
    ).toContain("swap");
  });

  it("finds two things exchanged where one answer sentence runs two model sentences together", () => {
    expect(
      changes(
        "Basic shares are the shares actually outstanding today; diluted shares also include the shares that could " +
          "be created by options, warrants and convertibles. Equity value should use basic shares, because the " +
          "holders of those instruments also have a claim on the equity.",
      ),
    ).toEqual([]);
    expect(
      changes(
        "Diluted shares are the shares actually outstanding today; basic shares also include the shares that could " +
          "be created by options, warrants and convertibles. Equity value should use basic shares, because the " +
          "holders of those instruments also have a claim on the equity.",
      ),
    ).toContain("swap");
  });

  it("finds a word turned into its opposite of a reviewed pair", () => {
    const model =
      "An amend-and-extend suits a liquidity problem at a sound business, where the issue is timing.";
    expect(
      changes(
        "An amend-and-extend suits a solvency problem at a sound business, where the issue is timing.",
        model,
      ),
    ).toEqual(["direction"]);
    expect(
      changes(
        "An amend-and-extend suits a liquidity problem at a healthy business, where the issue is timing.",
        model,
      ),
    ).toEqual([]);
  });

  it("finds a word turned into its opposite", () => {
    expect(changes("To reach enterprise value you subtract debt and subtract cash.")).toEqual(["direction"]);
  });

  it("finds a negation added on its own", () => {
    expect(
      changes(
        "Equity value should not use diluted shares, because the holders of those instruments have a claim on the equity.",
      ),
    ).toEqual(["negation"]);
  });

  it("leaves a faithful copy, a synonym and a negation that cancels an opposite alone", () => {
    expect(changes("Basic shares are the shares outstanding today.")).toEqual([]);
    // One replacement without the reverse one is as often a word the lexicon does not know.
    expect(changes("Diluted shares are the shares actually outstanding today.")).toEqual([]);
    expect(changes("To reach enterprise value you add debt and do not add cash.")).toEqual([]);
  });

  it("leaves an answer in other words alone", () => {
    expect(
      changes(
        "Use the fully diluted count for equity value: option and convertible holders can claim part of it too, " +
          "while the basic count is only what is issued now.",
      ),
    ).toEqual([]);
  });
});

describe("the verdict of a yes-or-no question", () => {
  const question = "Can a company's cost of debt be higher than its cost of equity?";
  const model = "Not in a consistent framework: shareholders are paid after lenders.";

  it("is contradicted by the opposite verdict", () => {
    expect(contradictedVerdict(question, model, "Yes, for a distressed company it can.")?.kind).toBe(
      "negation",
    );
  });

  it("is not contradicted by the same verdict, by no verdict, or on an open question", () => {
    expect(contradictedVerdict(question, model, "No: equity ranks after debt.")).toBeUndefined();
    expect(
      contradictedVerdict(question, model, "Equity ranks after debt, so it costs more."),
    ).toBeUndefined();
    expect(contradictedVerdict("Why is debt cheaper than equity?", model, "Yes.")).toBeUndefined();
  });
});

describe("figures of an example", () => {
  const grader = new BuiltinGrader();
  const question = "Can a company's cost of debt be higher than its cost of equity?";
  const modelAnswer =
    "Not for the same company: shareholders are paid after lenders, so the cost of equity should exceed the cost " +
    "of debt. A distressed company's bonds may yield 15% while CAPM gives a cost of equity of 11%; the bond yield " +
    "is a promised return, so the fix is to use an expected return on the debt. For example, a loan at 8% costs " +
    "6% after tax at a 25% tax rate. Where a parent owns, say, 70% of a subsidiary, the other 30% belongs to outsiders.";
  const grade = (answer: string, asked = question) =>
    grader.assess({ question: asked, modelAnswer, answer }).wrongClaims.map((claim) => claim.kind);

  it("are the answer's own choice when the question gives no figure", () => {
    expect(
      grade(
        "Not for the same company: shareholders are paid after lenders. A distressed company's bonds might yield " +
          "14% while CAPM gives a cost of equity of 10%; the bond yield is only a promised return.",
      ),
    ).not.toContain("number");
  });

  it("are the answer's own only while they keep the example's size", () => {
    expect(
      grade("A distressed company's bonds might yield 1% while CAPM gives a cost of equity of 30%."),
    ).toContain("number");
  });

  it("may be set up a sentence earlier, but the same example must give the same result", () => {
    expect(grade("Say the parent owns 80% of it. Then the other 20% belongs to outsiders.")).not.toContain(
      "number",
    );
    expect(grade("For example, a loan at 8% costs 2% after tax at a 25% tax rate.")).toContain("number");
  });

  it("must match when the question sets the figures", () => {
    expect(
      grade(
        "A distressed company's bonds yield 14% while CAPM gives a cost of equity of 10%.",
        "Bonds yield 15% and CAPM gives 11%. Which is the cost of equity?",
      ),
    ).toContain("number");
  });
});
