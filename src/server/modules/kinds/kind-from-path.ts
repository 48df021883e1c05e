import { formatList, KIND_TYPES, type KindType, kindOf, parseKindType } from "../../../engine";
import { ApiError } from "../../http/errors";

const unknownKindMessage = `Unknown exercise kind. Use ${formatList(
  KIND_TYPES.map((type) => kindOf(type).meta.slug),
  "or",
)}.`;

/**
 * The kind a route's `:type` names (its slug, type or an alias, in any case); 404 for none. The code keeps the
 * spec's name, `UNKNOWN_CASE_STUDY`, which API clients read.
 */
export function kindFromPath(text: string): KindType {
  const type = parseKindType(text);
  if (!type) throw new ApiError(404, "UNKNOWN_CASE_STUDY", unknownKindMessage);
  return type;
}
