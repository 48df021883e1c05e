/** The topics of the question bank, in teaching order, with their English (/qa) and French (/mes-questions) names. */
export const questionTopics = [
  { id: "behavioural", en: "Fit & behavioural", fr: "Questions de motivation et de comportement" },
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
  { id: "restructuring", en: "Restructuring", fr: "Restructuration" },
  { id: "private-equity", en: "Private equity", fr: "Capital-investissement" },
  { id: "industries", en: "Industries", fr: "Secteurs" },
  { id: "markets-brainteasers", en: "Markets & brainteasers", fr: "Marchés et énigmes" },
] as const;

/** One topic id of the question bank. */
export type QuestionTopic = (typeof questionTopics)[number]["id"];

export const questionTopicIds = questionTopics.map((topic) => topic.id) as [
  QuestionTopic,
  ...QuestionTopic[],
];

/** How often a question comes up in interviews. */
export const questionFrequencies = ["common", "occasional", "rare"] as const;

export type QuestionFrequency = (typeof questionFrequencies)[number];
