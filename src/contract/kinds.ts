// The exercise kinds as the web and the server list them: each kind's plain data (its folder's meta.ts),
// never its engine, so the web's bundles stay small. Keep in step with src/engine/kinds/index.ts (the
// architecture test compares the two lists).
import type { KindMeta } from "../engine/kind-meta";
import { dcfMeta } from "../engine/kinds/dcf/meta";
import { dilutedSharesMeta } from "../engine/kinds/diluted-shares/meta";
import { dilutionAccretionMeta } from "../engine/kinds/dilution-accretion/meta";
import { evBridgeMeta } from "../engine/kinds/ev-bridge/meta";
import { freeCashFlowMeta } from "../engine/kinds/free-cash-flow/meta";
import { goodwillMeta } from "../engine/kinds/goodwill/meta";
import { lboMeta } from "../engine/kinds/lbo/meta";
import { mentalMathMeta } from "../engine/kinds/mental-math/meta";
import { quickLboMeta } from "../engine/kinds/quick-lbo/meta";
import { threeStatementsMeta } from "../engine/kinds/three-statements/meta";
import { waccMeta } from "../engine/kinds/wacc/meta";
import type { QuestionTopic } from "./question-topics";

/** Every exercise kind, in menu order. */
export const KIND_METAS = [
  lboMeta,
  dcfMeta,
  dilutionAccretionMeta,
  threeStatementsMeta,
  evBridgeMeta,
  dilutedSharesMeta,
  quickLboMeta,
  waccMeta,
  freeCashFlowMeta,
  goodwillMeta,
  mentalMathMeta,
] as const satisfies readonly (KindMeta & {
  topic: QuestionTopic;
})[];

export type { KindMeta };
/** A kind's record type (`LBO`, `DCF`, `DilutionAccretion`, …). */
export type KindType = (typeof KIND_METAS)[number]["type"];

/** The kinds of one family, in menu order. */
export function kindsOf(family: KindMeta["family"]): readonly KindMeta[] {
  return KIND_METAS.filter((kind) => kind.family === family);
}

/** The kind saved as `type`; undefined for a type no kind has (an old or foreign record). */
export function kindByType(type: string): KindMeta | undefined {
  return KIND_METAS.find((kind) => kind.type === type);
}

/** Each kind by its record type. */
export const KIND_BY_TYPE: Readonly<Record<KindType, KindMeta>> = Object.fromEntries(
  KIND_METAS.map((kind): [string, KindMeta] => [kind.type, kind]),
) as Record<KindType, KindMeta>;
