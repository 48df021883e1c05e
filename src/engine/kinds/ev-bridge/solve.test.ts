import fc from "fast-check";
import { expect, describe as group, it } from "vitest";
import { check, explain, generate, solve } from "../../index";
import { expectedTexts } from "../../test-support/answers";
import { DRILL_SEED_RUNS, testDrillKind } from "../../test-support/drill-kind";
import { seeds } from "../../test-support/properties";
import type { EvBridgeStatement } from "./fields";

const bridge: EvBridgeStatement = {
  engineVersion: 1,
  sharePrice: 20,
  dilutedShares: 100,
  debt: 500,
  preferredStock: 0,
  minorityInterest: 50,
  cash: 150,
  ebitda: 240,
  netIncome: 100,
  peerMultiple: 9.5,
};

group("enterprise value bridge", () => {
  testDrillKind("EnterpriseValue", "ev-bridge");

  it("gives back the share price when run both ways, over 10,000 seeds", () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const s = generate("EnterpriseValue", seed);
        // Run both ways: priced at its own EV/EBITDA, the bridge gives back the share price.
        const own = solve("EnterpriseValue", {
          ...s,
          peerMultiple: solve("EnterpriseValue", s).exact["EV/EBITDA"] as number,
        });
        expect(own.exact["Implied Share Price"]).toBeCloseTo(s.sharePrice, 9);
      }),
      { numRuns: DRILL_SEED_RUNS },
    );
  });

  it("works a bridge by hand", () => {
    // Equity Value = 20 × 100 = 2000; EV = 2000 + 500 + 0 + 50 − 150 = 2400; EV/EBITDA = 2400 / 240 = 10.0;
    // P/E = 2000 / 100 = 20.0; Implied EV = 9.5 × 240 = 2280; Implied Equity = 2280 − 500 − 0 − 50 + 150 = 1880;
    // Implied Share Price = 1880 / 100 = 18.80.
    expect(expectedTexts("EnterpriseValue", bridge)).toEqual({
      "Equity Value": "2000",
      "Enterprise Value": "2400",
      "EV/EBITDA": "10.0",
      "P/E": "20.0",
      "Implied Enterprise Value": "2280",
      "Implied Equity Value": "1880",
      "Implied Share Price": "18.80",
    });
    expect(explain("EnterpriseValue", bridge)["Implied Equity Value"]).toBe(
      "Implied Equity Value = Implied Enterprise Value − debt − preferred stock − minority interest + cash = 2280 − 500 − 0 − 50 + 150 = 1880",
    );
    expect(
      check("EnterpriseValue", bridge, { "Implied Share Price": "18.8", "EV/EBITDA": "10x" }).score,
    ).toBe(29);
  });
});
