/** An error answer from the API, with the server's code and human message. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** The one way the web app calls the server: same-origin, cookies included, errors thrown as ApiRequestError. */
export async function apiFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const response = await fetch(input, { ...init, credentials: "same-origin" });
  if (response.ok || response.status === 302) return response;
  throw await toApiError(response);
}

/** POSTs JSON to an auth endpoint (Better Auth's own routes have no typed client). */
export async function postAuth<T>(path: string, body: unknown): Promise<T> {
  const response = await apiFetch(`/api/auth/${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}

async function toApiError(response: Response): Promise<ApiRequestError> {
  let body: { error?: { code?: string; message?: string }; code?: string; message?: string } = {};
  try {
    body = await response.json();
  } catch {
    body = {};
  }
  // The app answers { error: { code, message } }; Better Auth answers { code, message }.
  const code = body.error?.code ?? body.code ?? `HTTP_${response.status}`;
  const message = body.error?.message ?? body.message ?? `Request failed (${response.status})`;
  return new ApiRequestError(response.status, code, message);
}
