import { request as httpRequest } from "node:http";

export interface TestResponse {
  status: number;
  headers: Headers;
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON and assert on its shape.
  json: any;
  text: string;
  bytes: Buffer;
}

let nextAddress = 1;

/**
 * A tiny HTTP client with a cookie jar, as a browser would talk to the app. Each client connects from
 * its own loopback address (127.0.x.y), so per-IP rate limits treat test users as different students.
 */
export class TestClient {
  private readonly cookies = new Map<string, string>();
  readonly localAddress: string;

  constructor(
    private readonly baseUrl: string,
    options: { localAddress?: string } = {},
  ) {
    nextAddress += 1;
    this.localAddress = options.localAddress ?? `127.0.${(nextAddress >> 8) & 255}.${nextAddress & 255 || 1}`;
  }

  request(
    method: string,
    pathname: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<TestResponse> {
    // A Buffer goes as it is (a file upload, with its own content type); anything else but a string as JSON.
    const payload =
      body === undefined || typeof body === "string" || Buffer.isBuffer(body) ? body : JSON.stringify(body);
    const url = new URL(pathname, this.baseUrl);
    return new Promise((resolve, reject) => {
      let answered = false;
      const req = httpRequest(
        url,
        {
          method,
          localAddress: this.localAddress,
          headers: {
            origin: this.baseUrl,
            ...(payload === undefined
              ? {}
              : { "content-type": "application/json", "content-length": Buffer.byteLength(payload) }),
            ...(this.cookies.size > 0 ? { cookie: this.cookieHeader() } : {}),
            ...headers,
          },
        },
        (res) => {
          answered = true;
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () => {
            const responseHeaders = new Headers();
            for (const [name, value] of Object.entries(res.headers)) {
              for (const item of Array.isArray(value) ? value : [value ?? ""])
                responseHeaders.append(name, item);
            }
            this.keepCookies(responseHeaders.getSetCookie());
            const bytes = Buffer.concat(chunks);
            const text = bytes.toString("utf8");
            resolve({
              status: res.statusCode ?? 0,
              headers: responseHeaders,
              json: parseJson(text),
              text,
              bytes,
            });
          });
        },
      );
      // A server may answer (413) and close before a large body is fully written; the answer still counts.
      req.on("error", (error) => {
        if (!answered) reject(error);
      });
      req.end(payload);
    });
  }

  get = (pathname: string) => this.request("GET", pathname);
  post = (pathname: string, body?: unknown, headers?: Record<string, string>) =>
    this.request("POST", pathname, body ?? {}, headers);
  delete = (pathname: string) => this.request("DELETE", pathname);

  /** The cookies the server has set, as name/value pairs. */
  cookieList(): Array<[string, string]> {
    return [...this.cookies];
  }

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  private keepCookies(setCookies: string[]): void {
    for (const cookie of setCookies) {
      const [pair = ""] = cookie.split(";");
      const separator = pair.indexOf("=");
      const name = pair.slice(0, separator);
      const value = pair.slice(separator + 1);
      if (value === "" || /max-age=0/i.test(cookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}
