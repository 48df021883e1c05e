/** The last actual year; projections run 2025 … 2024 + N (docs/case-studies.md#years). */
export const BASE_YEAR = 2024;

/** Projection years for an N-year case: [2025, …, 2024 + N]. */
export function projectionYearList(projectionYears: number): number[] {
  const years: number[] = [];
  for (let year = BASE_YEAR + 1; year <= BASE_YEAR + projectionYears; year++) years.push(year);
  return years;
}
