import { CASE_STUDY_TYPES, type CaseStudyType, kindOf } from "../../../engine";
import type { PracticeItem } from "./repository";

/** An exercise kind as the practice loop sees it: the slug its card is keyed by, and its stored type. */
export interface PracticeKind {
  slug: string;
  type: CaseStudyType;
}

// The slug the case-study routes use for the kind.
const slugOf = (type: CaseStudyType) => kindOf(type).meta.slug;

/** Every exercise kind the loop schedules; the one place that reads the list of kinds. */
export const practiceKinds: readonly PracticeKind[] = CASE_STUDY_TYPES.map((type) => ({
  slug: slugOf(type),
  type,
}));

/** The card an attempt at an exercise of `type` reviews: one per kind, its topic the kind itself. */
export function practiceItemOf(type: CaseStudyType): PracticeItem {
  const slug = slugOf(type);
  return { kind: "exercise", ref: slug, topic: slug };
}
