import { allKinds, type KindType, kindOf } from "../../../engine";
import type { PracticeItem } from "./repository";

/** An exercise kind as the practice loop sees it: its slug (the card's key) and the bank topic it trains. */
export interface PracticeKind {
  slug: string;
  trains: string;
}

/** Every exercise kind of the registry, case studies, drills and modelling tests alike. */
export const practiceKinds: readonly PracticeKind[] = allKinds().map(({ meta }) => ({
  slug: meta.slug,
  trains: meta.topic,
}));

/** The kinds a mock interview may ask: not the modelling tests, which take 90 minutes and more on their own. */
export const mockInterviewKinds: readonly PracticeKind[] = allKinds()
  .filter(({ meta }) => meta.family !== "modelling-test")
  .map(({ meta }) => ({ slug: meta.slug, trains: meta.topic }));

/** The card an attempt at an exercise of `type` reviews: one per kind, its readiness topic the kind itself. */
export function practiceItemOf(type: KindType): PracticeItem {
  const { slug } = kindOf(type).meta;
  return { kind: "exercise", ref: slug, topic: slug };
}
