// Zips written byte by byte, so that a test can make the ones no library would: a central directory
// holding more records than its end record counts, sizes that lie, parts far over the caps.
import { crc32, deflateRawSync } from "node:zlib";
import { zipOf } from "../stored-zip";

export interface ZipPart {
  name: string;
  data: Buffer;
}

/**
 * A deflated zip of `parts`. `declaredCount` overrides the count the end record gives (a record it leaves
 * out is still written in the directory); `declaredSizes` overrides each part's stated inflated size.
 */
export function craftZip(
  parts: ZipPart[],
  options: { declaredCount?: number; declaredSizes?: Record<string, number> } = {},
): Buffer {
  const records = parts.map(({ name, data }) => ({
    name,
    method: 8,
    data: deflateRawSync(data, { level: 9 }),
    crc: crc32(data),
    inflatedSize: options.declaredSizes?.[name] ?? data.length,
  }));
  return zipOf(records, options.declaredCount);
}

/** A worksheet part of `cells` numeric cells, ten to a row. */
export function sheetOfCells(cells: number): Buffer {
  const rows: string[] = [];
  for (let row = 1; row <= Math.ceil(cells / 10); row++) {
    const columns = Array.from({ length: 10 }, (_, column) => {
      const letter = String.fromCharCode(65 + column);
      return `<c r="${letter}${row}"><v>${(row * 7 + column) % 1000}</v></c>`;
    });
    rows.push(`<row r="${row}">${columns.join("")}</row>`);
  }
  return Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${rows.join("")}</sheetData></worksheet>`,
  );
}

/** A shared-strings part of `count` one-letter strings. */
export function sharedStringsOf(count: number): Buffer {
  return Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="${count}" uniqueCount="${count}">${"<si><t>a</t></si>".repeat(count)}</sst>`,
  );
}
