import { crc32 } from "node:zlib";

/** One entry as a zip records it: its data as stored (packed or not) and what it unpacks to. */
export interface ZipRecord {
  name: string;
  /** 0 stored, 8 deflated. */
  method: number;
  data: Buffer;
  crc: number;
  inflatedSize: number;
}

/**
 * A zip of the given parts, stored without compression: what the spreadsheet reader is handed once the
 * upload's parts have been checked and inflated, so that it has nothing left to inflate.
 */
export function storedZip(parts: Map<string, Buffer>): Buffer {
  return zipOf(
    [...parts].map(([name, data]) => ({
      name,
      method: 0,
      data,
      crc: crc32(data),
      inflatedSize: data.length,
    })),
  );
}

/** The bytes of a zip of `records`; its end record counts `declaredCount` of them (tests make it lie). */
export function zipOf(records: ZipRecord[], declaredCount = records.length): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const { name, method, data, crc, inflatedSize } of records) {
    const nameBytes = Buffer.from(name, "latin1");
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed: 2.0
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(inflatedSize, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const record = Buffer.alloc(46);
    record.writeUInt32LE(0x02014b50, 0);
    record.writeUInt16LE(20, 4); // made by
    record.writeUInt16LE(20, 6); // version needed
    record.writeUInt16LE(method, 10);
    record.writeUInt32LE(crc, 16);
    record.writeUInt32LE(data.length, 20);
    record.writeUInt32LE(inflatedSize, 24);
    record.writeUInt16LE(nameBytes.length, 28);
    record.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    directory.push(record, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(declaredCount, 8);
  end.writeUInt16LE(declaredCount, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directoryBytes, end]);
}
