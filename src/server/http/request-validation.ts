import { validator } from "hono/validator";
import type { z } from "zod";
import { ApiError } from "./errors";

/** The 400 for the first problem zod found, naming the field. */
function invalidRequest(error: z.ZodError): ApiError {
  const issue = error.issues[0];
  const where = issue && issue.path.length > 0 ? `${issue.path.join(".")}: ` : "";
  return new ApiError(400, "INVALID_REQUEST", `${where}${issue?.message ?? "invalid request"}`);
}

/**
 * Validates a JSON body with a zod schema; the typed client sees the schema's input type.
 * A wrong shape is a 400 that names the field; malformed JSON is turned into INVALID_JSON in app.ts.
 * `plain`, on a hot route, reads the common valid body faster, giving what the schema would or null.
 */
export function jsonBody<Schema extends z.ZodType>(
  schema: Schema,
  plain?: (value: unknown) => z.infer<Schema> | null,
) {
  return validator("json", (value): z.infer<Schema> => {
    const read = plain?.(value);
    if (read) return read;
    const result = schema.safeParse(value);
    if (result.success) return result.data;
    throw invalidRequest(result.error);
  });
}

/** Validates the query string with a zod schema (values arrive as strings); the typed client sees its keys. */
export function queryParams<Schema extends z.ZodType>(schema: Schema) {
  return validator("query", (value): z.infer<Schema> => {
    const result = schema.safeParse(value);
    if (result.success) return result.data;
    throw invalidRequest(result.error);
  });
}
