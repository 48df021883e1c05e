import { describe } from "vitest";
import { testDrillKind } from "../../test-support/drill-kind";

describe("the free-cash-flow drill", () => testDrillKind("FreeCashFlow", "free-cash-flow"));
