/** `count` copies of `value`: the per-year list of a flat input. */
export function repeat(value: number, count: number): number[] {
  return Array.from({ length: count }, () => value);
}

/** The value a per-year list holds for projection year `index` (0 = 2025); a short list is a broken statement. */
export function valueForYear(values: readonly number[], index: number, field: string): number {
  const value = values[index];
  if (value === undefined) throw new RangeError(`${field} has no value for projection year ${index + 1}`);
  return value;
}
