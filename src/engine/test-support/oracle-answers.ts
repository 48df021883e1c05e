// Shared by the engine's tests only: a kind's answers by the independent oracles of test/oracle, written apart
// from the engine.
import {
  independentAnswers,
  independentDrillAnswers,
  independentModelAnswers,
  isDrillSlug,
  isModellingTestSlug,
} from "../../../test/oracle";
import type { CaseStudyName, SolutionPath } from "../../../test/oracle/shared";
import { generate, type KindType, kindOf, layout } from "../index";

/** The oracle's answers for one seed of a kind, on one path, as a student types them. */
export function oracleAnswers(
  type: KindType,
  seed: number,
  path: SolutionPath = "exact",
): Record<string, string> {
  const statement = generate(type, seed);
  const { slug } = kindOf(type).meta;
  if (isDrillSlug(slug)) return independentDrillAnswers(slug, statement, path);
  if (isModellingTestSlug(slug)) return independentModelAnswers(slug, statement, path);
  const { years, cells } = layout(type, statement);
  const exercise = { type: type as CaseStudyName, seed, statement: { ...statement }, years, cells };
  return independentAnswers(exercise, path);
}
