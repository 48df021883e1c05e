import { validator } from "hono/validator";
import type { z } from "zod";
import { ApiError } from "./errors";

/**
 * Validates a JSON body with a zod schema; the typed client sees the schema's input type.
 * A wrong shape is a 400 that names the field; malformed JSON is turned into INVALID_JSON in app.ts.
 */
export function jsonBody<Schema extends z.ZodType>(schema: Schema) {
  return validator("json", (value): z.infer<Schema> => {
    const result = schema.safeParse(value);
    if (result.success) return result.data;
    const issue = result.error.issues[0];
    const where = issue && issue.path.length > 0 ? `${issue.path.join(".")}: ` : "";
    throw new ApiError(400, "INVALID_REQUEST", `${where}${issue?.message ?? "invalid request"}`);
  });
}
