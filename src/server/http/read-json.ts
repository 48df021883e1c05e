import type { Context } from "hono";
import type { z } from "zod";
import { ApiError } from "./errors";

/** Parses and validates a JSON body; bad JSON or a wrong shape is a 400 that says what is wrong. */
export async function readJson<Schema extends z.ZodType>(
  c: Context,
  schema: Schema,
): Promise<z.infer<Schema>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new ApiError(400, "INVALID_JSON", "The request body must be valid JSON.");
  }
  const result = schema.safeParse(body);
  if (!result.success) {
    const issue = result.error.issues[0];
    const where = issue && issue.path.length > 0 ? `${issue.path.join(".")}: ` : "";
    throw new ApiError(400, "INVALID_REQUEST", `${where}${issue?.message ?? "invalid request"}`);
  }
  return result.data;
}
