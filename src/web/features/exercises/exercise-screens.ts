import type { CaseStudyType } from "../../../engine";

/** Per case study: the URL slug, the screen's wording and its browser-storage keys (spec §3 names). */
export interface ExerciseScreen {
  slug: "lbo" | "dcf" | "dilution-accretion";
  title: string;
  intro: string;
  /** The current exercise (seed and generated data), its timer and its correction. */
  exerciseKey: string;
  /** The answers as typed, by cell key. */
  answersKey: string;
  /** Spec §5 "Seeing the correction": LBO and accretion/dilution need a verified email, DCF only a session. */
  needsVerifiedEmail: boolean;
}

export const EXERCISE_SCREENS: Readonly<Record<CaseStudyType, ExerciseScreen>> = {
  LBO: {
    slug: "lbo",
    title: "LBO Paper",
    intro:
      "Project the income statement to free cash flow, follow the debt to exit as the case sets it out and work out the money multiple, by hand, as in a paper LBO.",
    exerciseKey: "lboParams",
    answersKey: "lboTableData",
    needsVerifiedEmail: true,
  },
  DCF: {
    slug: "dcf",
    title: "DCF Exercise",
    intro:
      "Build the free cash flows, the cost of capital and two terminal values, then discount them to enterprise and equity value.",
    exerciseKey: "dcfCaseData",
    answersKey: "dcfTableData",
    needsVerifiedEmail: false,
  },
  DilutionAccretion: {
    slug: "dilution-accretion",
    title: "Accretion/Dilution Exercise",
    intro:
      "Combine the two companies, finance the deal with cash and new shares, and decide whether the buyer's earnings per share go up or down.",
    exerciseKey: "dilutionAccretionCaseData",
    answersKey: "dilutionAccretionAnswers",
    needsVerifiedEmail: true,
  },
};
