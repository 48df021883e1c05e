export type CaseStudyType = "LBO" | "DCF" | "DilutionAccretion";

export const CASE_STUDY_TYPES: readonly CaseStudyType[] = ["LBO", "DCF", "DilutionAccretion"];

// URL slugs (any case) and the stored type names (DESIGN §4).
const TYPE_BY_NAME: Readonly<Record<string, CaseStudyType>> = {
  lbo: "LBO",
  dcf: "DCF",
  "dilution-accretion": "DilutionAccretion",
  dilutionaccretion: "DilutionAccretion",
};

/** Reads a route slug or stored name (`lbo`, `DCF`, `dilution-accretion`, `DilutionAccretion`) as a type. */
export function parseCaseStudyType(text: string): CaseStudyType | null {
  if (typeof text !== "string") return null;
  const name = text.trim().toLowerCase();
  return Object.hasOwn(TYPE_BY_NAME, name) ? (TYPE_BY_NAME[name] ?? null) : null;
}
