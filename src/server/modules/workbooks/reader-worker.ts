// A worker thread that reads uploaded workbooks one at a time (workbook-readers.ts starts it): a hostile
// file then costs the worker's bounded heap and time, never the server's event loop.
import { parentPort } from "node:worker_threads";
import { ApiError } from "../../http/errors";
import { newWorkbook } from "./exceljs";
import { readWorkbookAnswers } from "./read-answers";
import { READY, type ReaderReply } from "./workbook-readers";

parentPort?.on("message", async (bytes: Uint8Array) => {
  let reply: ReaderReply;
  try {
    reply = {
      ok: true,
      answers: await readWorkbookAnswers(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length)),
    };
  } catch (error) {
    const refusal =
      error instanceof ApiError
        ? error
        : new ApiError(400, "NOT_A_WORKBOOK", "This file is not an Excel workbook (.xlsx) that can be read.");
    reply = { ok: false, status: refusal.status, code: refusal.code, message: refusal.message };
  }
  parentPort?.postMessage(reply);
});

// Loading the spreadsheet library takes most of a start-up; reads are timed only once it is done.
await newWorkbook();
parentPort?.postMessage(READY);
