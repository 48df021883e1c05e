import { expect, describe as group, it } from "vitest";
import { formatGrouped, formatList, formatNumber, formatValue, roundTo } from "./format";

group("roundTo", () => {
  it("rounds half away from zero, ties computed in floating point included", () => {
    expect(roundTo(2.5, 0)).toBe(3);
    expect(roundTo(-2.5, 0)).toBe(-3);
    expect(roundTo(67.5, 0)).toBe(68);
    expect(roundTo(0.875, 2)).toBe(0.88);
    expect(roundTo(1.005, 2)).toBe(1.01); // 1.005 is stored as 1.00499999999999989…
    expect(roundTo(1 + 0.9 * 6.5, 1)).toBe(6.9); // 6.8500000000000005
    expect(roundTo((50 * 6.9 + 130) / 100, 1)).toBe(4.8); // 4.75
    expect(roundTo(0.9354537, 3)).toBe(0.935);
    expect(roundTo(-0.4, 0)).toBe(0);
    expect(Object.is(roundTo(-0.4, 0), -0)).toBe(false);
  });
});

group("formatValue", () => {
  it("shows each precision the same way everywhere", () => {
    expect(formatValue(1234.5, 0)).toBe("1235");
    expect(formatValue(-12, 0)).toBe("-12");
    expect(formatValue(-0.3, 0)).toBe("0");
    expect(formatValue(2.0475, 1)).toBe("2.0");
    expect(formatValue(0.9, 3)).toBe("0.900");
    expect(formatValue(0.5, 2)).toBe("0.50");
    expect(formatValue(Number.NaN, 0)).toBe("—");
    expect(formatValue(Number.POSITIVE_INFINITY, 1)).toBe("—");
  });
});

group("explanation formatting", () => {
  it("trims trailing zeros and uses the minus sign", () => {
    expect(formatNumber(472.5)).toBe("472.5");
    expect(formatNumber(165.375)).toBe("165.38");
    expect(formatNumber(-5)).toBe("\u22125");
    expect(formatNumber(0.93545, 4)).toBe("0.9355");
    expect(formatList(["a", "b", "c"])).toBe("a, b and c");
    expect(formatList(["a"])).toBe("a");
    expect(formatGrouped(26097)).toBe("26,097");
    expect(formatGrouped(1234567.5)).toBe("1,234,567.5");
    expect(formatGrouped(999)).toBe("999");
  });
});
