/** "<Label> <year>" for yearly cells, "<Label>" for single values (DESIGN §4). */
export function cellKey(label: string, year: number | null): string {
  return year === null ? label : `${label} ${year}`;
}
