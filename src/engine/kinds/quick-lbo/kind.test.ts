import { describe } from "vitest";
import { testDrillKind } from "../../test-support/drill-kind";

describe("the quick-lbo drill", () => testDrillKind("QuickLBO", "quick-lbo"));
