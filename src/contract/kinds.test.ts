import { describe, expect, it } from "vitest";
import { isKindType, parseKindType } from "./kinds";

describe("parseKindType", () => {
  it("reads route slugs in any case and the stored names", () => {
    expect(parseKindType("lbo")).toBe("LBO");
    expect(parseKindType("LBO")).toBe("LBO");
    expect(parseKindType("Dcf")).toBe("DCF");
    expect(parseKindType("dilution-accretion")).toBe("DilutionAccretion");
    expect(parseKindType("DILUTION-ACCRETION")).toBe("DilutionAccretion");
    expect(parseKindType("DilutionAccretion")).toBe("DilutionAccretion");
    for (const junk of ["", "lbo2", "accretion", "toString", "__proto__", " dcf x"]) {
      expect(parseKindType(junk)).toBeNull();
    }
  });
});

describe("isKindType", () => {
  it("knows the record types exactly, and nothing an object inherits", () => {
    expect(isKindType("LBO")).toBe(true);
    expect(isKindType("DilutionAccretion")).toBe(true);
    for (const other of ["lbo", "dilution-accretion", "IPO", "", "toString", "__proto__", "constructor"]) {
      expect(isKindType(other), other).toBe(false);
    }
  });
});
