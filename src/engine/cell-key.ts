/** "<Label> <year>" for yearly cells, "<Label>" for single values (docs/case-studies.md#answer-labels-and-cell-keys). */
export function cellKey(label: string, year: number | null): string {
  return year === null ? label : `${label} ${year}`;
}
