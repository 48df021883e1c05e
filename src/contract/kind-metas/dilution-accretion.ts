import type { KindMeta } from "../kind-meta";

/** The accretion/dilution test (docs/case-studies.md#accretion-and-dilution). */
export const dilutionAccretionMeta = {
  slug: "dilution-accretion",
  type: "DilutionAccretion",
  aliases: ["dilutionaccretion"],
  family: "case-study",
  topic: "m-and-a",
  correction: "verified-email",
  pagePath: "/dilution-accretion",
  name: "Accretion/Dilution",
  title: "Accretion/Dilution Exercise",
  cardTitle: "Accretion/Dilution",
  description:
    "Finance an acquisition with cash and stock and decide whether the buyer's earnings per share go up or down.",
  typicalMinutes: 10,
  storage: { exercise: "dilutionAccretionCaseData", answers: "dilutionAccretionAnswers" },
} as const satisfies KindMeta;
