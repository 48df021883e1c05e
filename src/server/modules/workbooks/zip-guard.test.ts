import { describe, expect, it } from "vitest";
import { craftZip, type ZipPart } from "./test-support/hostile-zips";
import { workbookParts } from "./zip-guard";

const xml = (text: string) => Buffer.from(`<?xml version="1.0"?>${text}`);
const workbook: ZipPart[] = [
  { name: "[Content_Types].xml", data: xml("<Types/>") },
  { name: "_rels/.rels", data: xml("<Relationships/>") },
  { name: "xl/workbook.xml", data: xml("<workbook/>") },
  { name: "xl/_rels/workbook.xml.rels", data: xml("<Relationships/>") },
  { name: "xl/worksheets/sheet1.xml", data: xml("<worksheet/>") },
  { name: "xl/styles.xml", data: xml("<styleSheet/>") },
  { name: "xl/theme/theme1.xml", data: xml("<theme/>") },
  { name: "docProps/core.xml", data: xml("<coreProperties/>") },
];

function refusal(bytes: Buffer): { status: number; code: string } | null {
  try {
    workbookParts(bytes);
    return null;
  } catch (error) {
    const { status, code } = error as { status: number; code: string };
    return { status, code };
  }
}

/** The same zip with `count` bytes at `offset` replaced. */
function patched(bytes: Buffer, offset: number, value: number, size: 2 | 4): Buffer {
  const copy = Buffer.from(bytes);
  if (size === 2) copy.writeUInt16LE(value, offset);
  else copy.writeUInt32LE(value, offset);
  return copy;
}

describe("the zip guard", () => {
  it("hands over the parts the reader needs, inflated, and leaves the theme and properties packed", () => {
    const parts = workbookParts(craftZip(workbook));
    expect([...parts.keys()].sort()).toEqual([
      "[Content_Types].xml",
      "_rels/.rels",
      "xl/_rels/workbook.xml.rels",
      "xl/styles.xml",
      "xl/workbook.xml",
      "xl/worksheets/sheet1.xml",
    ]);
    expect(parts.get("xl/workbook.xml")?.toString()).toBe('<?xml version="1.0"?><workbook/>');
  });

  it("refuses a directory holding a record its end record does not count, or a count of zero", () => {
    const hidden = craftZip([...workbook, { name: "xl/media/image1.png", data: Buffer.alloc(1000) }], {
      declaredCount: workbook.length,
    });
    expect(refusal(hidden)).toEqual({ status: 400, code: "NOT_A_WORKBOOK" });
    expect(refusal(craftZip(workbook, { declaredCount: 0 }))).toEqual({
      status: 400,
      code: "NOT_A_WORKBOOK",
    });
  });

  it("refuses a name no spreadsheet writes, a path that climbs, and a repeated name", () => {
    expect(refusal(craftZip([...workbook, { name: "notes.txt", data: Buffer.from("hi") }]))?.code).toBe(
      "NOT_A_WORKBOOK",
    );
    expect(
      refusal(craftZip([...workbook, { name: "xl/../../etc/passwd", data: Buffer.from("x") }]))?.code,
    ).toBe("NOT_A_WORKBOOK");
    const again = workbook[2] as ZipPart;
    expect(refusal(craftZip([...workbook, { ...again, name: "XL/Workbook.xml" }]))?.code).toBe(
      "NOT_A_WORKBOOK",
    );
  });

  it("refuses parts over their caps or over 1 MB in all, even when their sizes are understated", () => {
    const bigSheet = (index: number) => ({
      name: `xl/worksheets/sheet${index}.xml`,
      data: Buffer.alloc(380 * 1024, 32),
    });
    // Each sheet is under its cap (384 KB); three of them are over 1 MB together.
    expect(refusal(craftZip([...workbook, bigSheet(2), bigSheet(3)]))).toBeNull();
    expect(refusal(craftZip([...workbook, bigSheet(2), bigSheet(3), bigSheet(4)]))?.status).toBe(413);
    const huge = { name: "xl/sharedStrings.xml", data: Buffer.alloc(300 * 1024, 32) };
    expect(refusal(craftZip([...workbook, huge]))?.status).toBe(413);
    expect(
      refusal(craftZip([...workbook, huge], { declaredSizes: { "xl/sharedStrings.xml": 1000 } }))?.status,
    ).toBe(413);
  });

  it("refuses an overstated size, a wrong checksum, encryption and entries outside the file", () => {
    const bytes = craftZip(workbook);
    const directory = bytes.readUInt32LE(bytes.length - 22 + 16);
    // The first directory record: flags at +8, CRC at +16, inflated size at +24, local offset at +42.
    expect(refusal(patched(bytes, directory + 24, 5000, 4))).toEqual({ status: 400, code: "NOT_A_WORKBOOK" });
    expect(refusal(patched(bytes, directory + 16, 1, 4))).toEqual({ status: 400, code: "NOT_A_WORKBOOK" });
    expect(refusal(patched(bytes, directory + 8, 1, 2))).toEqual({ status: 400, code: "NOT_A_WORKBOOK" });
    expect(refusal(patched(bytes, directory + 42, bytes.length, 4))).toEqual({
      status: 400,
      code: "NOT_A_WORKBOOK",
    });
    // Two records pointing at the same local entry: the bytes of one part may not serve as another's.
    const second = directory + 46 + (workbook[0]?.name.length ?? 0);
    expect(refusal(patched(bytes, second + 42, 0, 4))).toEqual({ status: 400, code: "NOT_A_WORKBOOK" });
  });

  it("refuses more than 100 entries before reading them", () => {
    const many = Array.from({ length: 101 }, (_, index) => ({
      name: `xl/worksheets/sheet${index + 1}.xml`,
      data: xml("<worksheet/>"),
    }));
    expect(refusal(craftZip(many))?.status).toBe(413);
  });
});
