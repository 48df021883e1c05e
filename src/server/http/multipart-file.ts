import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import busboy from "busboy";
import { ApiError } from "./errors";

const badForm = () =>
  new ApiError(400, "INVALID_REQUEST", "Send the workbook as a multipart form with the field file.");

/** The file of a multipart form and its text fields (the first value of each name). */
export interface UploadedForm {
  file: Buffer;
  fields: Record<string, string>;
}

/**
 * The one file of a multipart form, read as it streams in, with the form's few text fields: a form with
 * more than one file, more than a few fields or a file over `maxBytes` is refused as soon as the parser
 * sees it, so an upload costs at most `maxBytes` of memory and little time whatever its framing holds.
 */
export function readUploadedFile(
  request: Request,
  { field, maxBytes, tooLarge }: { field: string; maxBytes: number; tooLarge: () => ApiError },
): Promise<UploadedForm> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!request.body || !contentType.toLowerCase().startsWith("multipart/form-data")) {
    return Promise.reject(badForm());
  }
  return new Promise<UploadedForm>((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { "content-type": contentType },
        limits: { files: 1, fields: 4, parts: 5, fileSize: maxBytes, fieldSize: 8 * 1024, headerPairs: 20 },
      });
    } catch {
      reject(badForm());
      return;
    }
    const source = Readable.fromWeb(request.body as WebReadableStream<Uint8Array>);
    let settled = false;
    const fail = (error: ApiError) => {
      if (settled) return;
      settled = true;
      reject(error);
      // The rest of the body (at most the body limit) is read and dropped, so the client gets the answer
      // instead of a reset connection.
      source.unpipe(parser);
      source.resume();
    };
    const chunks: Buffer[] = [];
    const fields: Record<string, string> = {};
    let found = false;
    parser.on("field", (name, value) => {
      if (!Object.hasOwn(fields, name)) fields[name] = value;
    });
    parser.on("file", (name, stream) => {
      if (name !== field || found) {
        stream.resume();
        return;
      }
      found = true;
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("limit", () => fail(tooLarge()));
    });
    for (const limit of ["filesLimit", "fieldsLimit", "partsLimit"] as const) {
      parser.on(limit, () => fail(badForm()));
    }
    parser.on("error", () => fail(badForm()));
    parser.on("close", () => {
      if (settled) return;
      settled = true;
      if (found) resolve({ file: Buffer.concat(chunks), fields });
      else reject(badForm());
    });
    source.on("error", () => fail(badForm()));
    source.pipe(parser);
  });
}
