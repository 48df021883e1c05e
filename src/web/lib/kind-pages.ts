import { KIND_METAS, type KindMeta, type KindType } from "../../contract/kinds";

/** A kind that has a page of its own (docs/screens.md#routes-and-screens). */
export type KindPage = KindMeta & { pagePath: string; type: KindType };

/** The kinds with a page of their own, in menu order, optionally of one family. */
export function kindPages(family?: KindMeta["family"]): KindPage[] {
  return KIND_METAS.filter(
    (kind): kind is (typeof KIND_METAS)[number] & { pagePath: string } =>
      kind.pagePath !== null && (family === undefined || kind.family === family),
  );
}
