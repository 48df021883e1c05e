import { setTimeout as sleep } from "node:timers/promises";

// The chat completions endpoint is called with fetch rather than through an SDK: the fallbacks below turn on
// the status of the one request that failed (a 400 to a response_format, a 429 and its Retry-After), and
// the reply's text is read by our own parser whatever the mode, so an SDK would only stand in the way.

/** Structured-output modes, richest first: a server that answers 400 to one is asked again with the next. */
const FORMATS = ["json_schema", "json_object", "none"] as const;
type OutputFormat = (typeof FORMATS)[number];

/** A 429 is waited out once, and only when the server asks for a short wait; otherwise the request fails. */
const MAX_RETRY_AFTER_MS = 2_000;

export interface ChatEndpoint {
  baseUrl: string;
  model: string;
  apiKey?: string;
}

export interface ChatRequest {
  system: string;
  user: string;
  jsonSchema: { name: string; schema: object };
}

/** Sends one chat request at temperature 0 and returns the reply's text; throws on any HTTP failure. */
export type Complete = (request: ChatRequest, signal: AbortSignal) => Promise<string>;

/** A client for one OpenAI-compatible endpoint; it remembers which output format the server accepts. */
export function createChatClient(endpoint: ChatEndpoint): Complete {
  const url = `${endpoint.baseUrl.replace(/\/+$/, "")}/chat/completions`;
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (endpoint.apiKey) headers.authorization = `Bearer ${endpoint.apiKey}`;
  let accepted: OutputFormat = "json_schema";

  return async (request, signal) => {
    let waitedAfter429 = false;
    for (;;) {
      const format = accepted;
      const body = {
        model: endpoint.model,
        temperature: 0,
        messages: [
          { role: "system", content: request.system },
          { role: "user", content: request.user },
        ],
        ...responseFormat(format, request.jsonSchema),
      };
      const response = await fetch(url, { method: "POST", headers, body: JSON.stringify(body), signal });
      if (response.status === 400 && format !== "none") {
        await response.body?.cancel();
        // Samples sent together may all be refused: only the first refusal steps the format down.
        if (accepted === format) accepted = FORMATS[FORMATS.indexOf(format) + 1] as OutputFormat;
        continue;
      }
      if (response.status === 429 && !waitedAfter429) {
        const wait = retryAfterMs(response.headers.get("retry-after"));
        if (wait !== undefined && wait <= MAX_RETRY_AFTER_MS) {
          waitedAfter429 = true;
          await response.body?.cancel();
          await sleep(wait, undefined, { signal });
          continue;
        }
      }
      if (!response.ok) {
        const detail = (await response.text()).slice(0, 200);
        throw new Error(`the coach model's server answered ${response.status}: ${detail}`);
      }
      return replyText(await response.json());
    }
  };
}

function responseFormat(format: OutputFormat, jsonSchema: ChatRequest["jsonSchema"]): object {
  if (format === "json_schema")
    return { response_format: { type: "json_schema", json_schema: { ...jsonSchema, strict: true } } };
  if (format === "json_object") return { response_format: { type: "json_object" } };
  return {};
}

// A reply without text (a refusal) is a sample that failed, not a broken server: it reads as an empty text.
function replyText(body: unknown): string {
  const choices = (body as { choices?: { message?: { content?: unknown } }[] } | null)?.choices;
  if (!Array.isArray(choices))
    throw new Error("the coach model's server did not answer with a chat completion");
  const content = choices[0]?.message?.content;
  return typeof content === "string" ? content : "";
}

/** The wait a Retry-After header asks for (seconds, or an HTTP date), in milliseconds. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (header === null) return undefined;
  const value = header.trim();
  if (/^\d+(\.\d+)?$/.test(value)) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
