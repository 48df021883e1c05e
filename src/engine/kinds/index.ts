import { dcfKind } from "./dcf/kind";
import { dilutedSharesKind } from "./diluted-shares/kind";
import { dilutionAccretionKind } from "./dilution-accretion/kind";
import { evBridgeKind } from "./ev-bridge/kind";
import { lboKind } from "./lbo/kind";
import { mentalMathKind } from "./mental-math/kind";
import { threeStatementsKind } from "./three-statements/kind";

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
  mentalMathKind,
] as const;
