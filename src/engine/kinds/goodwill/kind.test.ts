import { describe } from "vitest";
import { testDrillKind } from "../../test-support/drill-kind";

describe("the goodwill drill", () => testDrillKind("Goodwill", "goodwill"));
