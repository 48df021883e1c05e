import { dcfKind } from "./dcf/kind";
import { dilutedSharesKind } from "./diluted-shares/kind";
import { dilutionAccretionKind } from "./dilution-accretion/kind";
import { evBridgeKind } from "./ev-bridge/kind";
import { freeCashFlowKind } from "./free-cash-flow/kind";
import { goodwillKind } from "./goodwill/kind";
import { lboKind } from "./lbo/kind";
import { lboModelKind } from "./lbo-model/kind";
import { mentalMathKind } from "./mental-math/kind";
import { quickLboKind } from "./quick-lbo/kind";
import { threeStatementModelKind } from "./three-statement-model/kind";
import { threeStatementsKind } from "./three-statements/kind";
import { waccKind } from "./wacc/kind";

/**
 * Every exercise kind the engine serves, in menu order. A new kind is one folder under `kinds/` and one
 * line here (and one in src/contract/kinds.ts for the web, which cannot load the engine).
 */
export const KINDS = [
  lboKind,
  dcfKind,
  dilutionAccretionKind,
  threeStatementsKind,
  evBridgeKind,
  dilutedSharesKind,
  quickLboKind,
  waccKind,
  freeCashFlowKind,
  goodwillKind,
  mentalMathKind,
  lboModelKind,
  threeStatementModelKind,
] as const;
