/** The topics of the bank, in teaching order, with their English (/qa) and French (/mes-questions) names. */
export const topics = [
  { id: "accounting", en: "Accounting & the three statements", fr: "Comptabilité et états financiers" },
  {
    id: "enterprise-equity-value",
    en: "Enterprise & equity value",
    fr: "Valeur d'entreprise et valeur des capitaux propres",
  },
  { id: "valuation", en: "Valuation & multiples", fr: "Valorisation et multiples" },
  { id: "dcf", en: "DCF", fr: "DCF" },
  { id: "lbo", en: "LBO", fr: "LBO" },
  { id: "m-and-a", en: "M&A, accretion & dilution", fr: "Fusions-acquisitions, relution et dilution" },
  { id: "debt", en: "Debt & capital structure", fr: "Dette et structure du capital" },
  { id: "markets-brainteasers", en: "Markets & brainteasers", fr: "Marchés et énigmes" },
] as const;

export function topicLabel(topic: string, language: "en" | "fr" = "en"): string {
  return topics.find((entry) => entry.id === topic)?.[language] ?? topic;
}

/** Difficulty is 1 to 3 (spec §3); the bank has no harder level. */
export const difficulties = [
  { level: 1, en: "Easy" },
  { level: 2, en: "Medium" },
  { level: 3, en: "Hard" },
] as const;

/** Scores below this (out of 10) make a question "weak" for the review mode. */
export const weakScoreThreshold = 6;
