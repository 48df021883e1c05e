import { afterEach, describe, expect, it } from "vitest";
import { generate } from "../../../engine";
import { writeExercise } from "./case-sheet";
import { newWorkbook } from "./exceljs";
import { createWorkbookReaders, DEFAULT_READER_LIMITS, type WorkbookReaders } from "./workbook-readers";

async function blankDcfWorkbook(seed: number): Promise<Buffer> {
  const book = await newWorkbook();
  writeExercise(book, "DCF", seed, generate("DCF", seed));
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function refusal(reading: Promise<unknown>) {
  try {
    await reading;
    return null;
  } catch (error) {
    const { status, code, headers } = error as {
      status: number;
      code: string;
      headers: Record<string, string>;
    };
    return { status, code, headers };
  }
}

describe("the workbook readers", { timeout: 60_000 }, () => {
  const pools: WorkbookReaders[] = [];
  const failures: string[] = [];
  const pool = (limits: Partial<typeof DEFAULT_READER_LIMITS> = {}) => {
    const readers = createWorkbookReaders({ ...DEFAULT_READER_LIMITS, ...limits }, (reason) =>
      failures.push(reason),
    );
    pools.push(readers);
    return readers;
  };
  afterEach(async () => {
    for (const readers of pools.splice(0)) await readers.close();
  });

  it("reads a workbook's kind, seed and answers in a worker, again and again", async () => {
    const readers = pool();
    const bytes = await blankDcfWorkbook(12);
    for (let round = 0; round < 3; round++) {
      const read = await readers.read(bytes);
      expect([read.type, read.seed]).toEqual(["DCF", 12]);
      expect(Object.keys(read.answers)).toContain("WACC");
    }
    // The caller's bytes are its own: the worker got a copy.
    expect(bytes.length).toBeGreaterThan(0);
  });

  it("answers 503 with Retry-After once every worker is busy and the queue is full", async () => {
    const readers = pool({ workers: 1, queue: 1 });
    const bytes = await blankDcfWorkbook(1);
    const [first, second, third] = [readers.read(bytes), readers.read(bytes), readers.read(bytes)];
    expect(await refusal(third)).toEqual({
      status: 503,
      code: "UPLOADS_BUSY",
      headers: { "Retry-After": "5" },
    });
    expect((await first).seed).toBe(1);
    expect((await second).seed).toBe(1);
  });

  it("stops a read that takes too long, or needs more heap than allowed, and refuses it with a 413", async () => {
    const bytes = await blankDcfWorkbook(2);
    expect((await refusal(pool({ timeoutMs: 1 }).read(bytes)))?.status).toBe(413);
    expect((await refusal(pool({ heapMb: 2 }).read(bytes)))?.code).toBe("WORKBOOK_TOO_LARGE");
    // Limits doing their work are no failure to report.
    expect(failures).toEqual([]);
  });

  it("refuses what is not a workbook with the reader's own message, and keeps its worker", async () => {
    const readers = pool();
    expect(await refusal(readers.read(Buffer.from("not a zip")))).toMatchObject({
      status: 400,
      code: "NOT_A_WORKBOOK",
    });
    expect((await readers.read(await blankDcfWorkbook(3))).seed).toBe(3);
  });
});
