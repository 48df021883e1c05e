// The exercise kinds as the web and the server list them: each kind's plain data (kind-metas/<slug>.ts),
// never its engine, so the web's bundles stay small. Keep in step with src/engine/kinds/index.ts (the
// architecture test compares the two lists).
import type { KindMeta } from "./kind-meta";
import { dcfMeta } from "./kind-metas/dcf";
import { dilutedSharesMeta } from "./kind-metas/diluted-shares";
import { dilutionAccretionMeta } from "./kind-metas/dilution-accretion";
import { evBridgeMeta } from "./kind-metas/ev-bridge";
import { freeCashFlowMeta } from "./kind-metas/free-cash-flow";
import { goodwillMeta } from "./kind-metas/goodwill";
import { lboMeta } from "./kind-metas/lbo";
import { lboModelMeta } from "./kind-metas/lbo-model";
import { mentalMathMeta } from "./kind-metas/mental-math";
import { quickLboMeta } from "./kind-metas/quick-lbo";
import { threeStatementModelMeta } from "./kind-metas/three-statement-model";
import { threeStatementsMeta } from "./kind-metas/three-statements";
import { waccMeta } from "./kind-metas/wacc";
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
  lboModelMeta,
  threeStatementModelMeta,
] as const satisfies readonly (KindMeta & {
  topic: QuestionTopic;
})[];

export type { KindMeta };
/** A kind's record type (`LBO`, `DCF`, `DilutionAccretion`, …), saved with each attempt: the one name of it. */
export type KindType = (typeof KIND_METAS)[number]["type"];

/** Every kind's record type, in menu order. */
export const KIND_TYPES: readonly KindType[] = KIND_METAS.map((kind) => kind.type);

/** The kinds of one family, in menu order. */
export function kindsOf(family: KindMeta["family"]): readonly KindMeta[] {
  return KIND_METAS.filter((kind) => kind.family === family);
}

/** Each kind by its record type. */
export const KIND_BY_TYPE: Readonly<Record<KindType, KindMeta>> = Object.fromEntries(
  KIND_METAS.map((kind): [string, KindMeta] => [kind.type, kind]),
) as Record<KindType, KindMeta>;

/** True when `type` is a kind's record type; false for an old or foreign record's. */
export function isKindType(type: string): type is KindType {
  return Object.hasOwn(KIND_BY_TYPE, type);
}

// Route slugs and record types (any case) and each kind's aliases (docs/api.md#routes).
const TYPE_BY_NAME = new Map<string, KindType>(
  KIND_METAS.flatMap((kind) =>
    [kind.slug, kind.type, ...kind.aliases].map((name) => [name.toLowerCase(), kind.type]),
  ),
);

/** Reads a route slug, a record type or an alias of a kind (any case) as its type; null for none. */
export function parseKindType(text: string): KindType | null {
  if (typeof text !== "string") return null;
  return TYPE_BY_NAME.get(text.trim().toLowerCase()) ?? null;
}
