import { describe } from "vitest";
import { testDrillKind } from "../../test-support/drill-kind";

describe("the wacc drill", () => testDrillKind("WACC", "wacc"));
