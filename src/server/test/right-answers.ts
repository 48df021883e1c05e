import { formatValue, generate, type KindType, layout, solve } from "../../engine";

/** The display text of every answer cell, from the engine's solution (the engine's own tests pin its numbers). */
export function rightAnswers(type: KindType, seed: number): Record<string, string> {
  const statement = generate(type, seed);
  const solution = solve(type, statement);
  return Object.fromEntries(
    layout(type, statement).cells.map((cell) => {
      const value = solution.exact[cell.key];
      return [cell.key, typeof value === "number" ? formatValue(value, cell.precision) : String(value)];
    }),
  );
}
