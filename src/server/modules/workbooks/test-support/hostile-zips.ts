// Zips written byte by byte, so that a test can make the ones no library would: a central directory
// holding more records than its end record counts, sizes that lie, parts far over the caps.
import { crc32, deflateRawSync } from "node:zlib";

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
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const { name, data } of parts) {
    const nameBytes = Buffer.from(name, "latin1");
    const packed = deflateRawSync(data, { level: 9 });
    const size = options.declaredSizes?.[name] ?? data.length;
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const record = Buffer.alloc(46);
    record.writeUInt32LE(0x02014b50, 0);
    record.writeUInt16LE(20, 4);
    record.writeUInt16LE(20, 6);
    record.writeUInt16LE(8, 10);
    record.writeUInt32LE(crc, 16);
    record.writeUInt32LE(packed.length, 20);
    record.writeUInt32LE(size, 24);
    record.writeUInt16LE(nameBytes.length, 28);
    record.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, packed);
    directory.push(record, nameBytes);
    offset += local.length + nameBytes.length + packed.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const count = options.declaredCount ?? parts.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(count, 8);
  end.writeUInt16LE(count, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directoryBytes, end]);
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
