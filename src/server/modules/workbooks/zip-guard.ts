import { crc32, inflateRawSync } from "node:zlib";
import { ApiError } from "../../http/errors";
import { MAX_INFLATED_BYTES, MAX_ZIP_ENTRIES, partCapOf } from "./workbook-format";

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const END_RECORD_BYTES = 22;
const DIRECTORY_ENTRY_BYTES = 46;
const LOCAL_HEADER_BYTES = 30;
const STORED = 0;
const DEFLATED = 8;
const ENCRYPTED_FLAG = 0x1;

const notAWorkbook = () =>
  new ApiError(
    400,
    "NOT_A_WORKBOOK",
    "This file is not an Excel workbook (.xlsx). Upload the workbook you downloaded.",
  );
const tooLarge = () =>
  new ApiError(
    413,
    "WORKBOOK_TOO_LARGE",
    `This workbook unpacks to more than ${MAX_INFLATED_BYTES / (1024 * 1024)} MB or ${MAX_ZIP_ENTRIES} parts; a filled-in exercise is far smaller.`,
  );
const foreignPart = (name: string) =>
  new ApiError(
    400,
    "NOT_A_WORKBOOK",
    `This file is not an Excel workbook (.xlsx): it holds a part no workbook has (${name.slice(0, 80)}). Upload the workbook you downloaded.`,
  );

/** One entry of the central directory, as the directory and its local header both describe it. */
interface Entry {
  name: string;
  method: number;
  crc: number;
  compressedSize: number;
  inflatedSize: number;
  localOffset: number;
  dataStart: number;
}

/**
 * The parts of an uploaded .xlsx that the reader needs, inflated, and nothing else: the whole file is
 * checked first, so that no zip reader ever sees an entry this function has not bounded. Refused with a
 * 4xx: an end record whose count or size disagrees with the directory (a zip reader that walks every
 * record would otherwise inflate entries the count leaves out), an entry whose data lies outside the file
 * or overlaps another, a repeated name, a name no spreadsheet writes, encryption, and more than
 * MAX_INFLATED_BYTES in all or a part's own cap once inflated (counting what the data really inflates
 * to, since a zip bomb understates its sizes).
 */
export function workbookParts(bytes: Buffer): Map<string, Buffer> {
  const { entries, directoryOffset } = directoryEntries(bytes);
  assertNoOverlap(entries, directoryOffset);
  const parts = new Map<string, Buffer>();
  let inflatedTotal = 0;
  for (const entry of entries) {
    if (entry.name.endsWith("/")) {
      if (entry.inflatedSize !== 0) throw notAWorkbook();
      continue;
    }
    const cap = partCapOf(entry.name);
    if (cap === undefined) throw foreignPart(entry.name);
    if (cap === 0) continue; // a part a spreadsheet writes but the reader never looks at: left packed
    if (entry.inflatedSize > cap) throw tooLarge();
    inflatedTotal += entry.inflatedSize;
    if (inflatedTotal > MAX_INFLATED_BYTES) throw tooLarge();
    parts.set(entry.name, inflatedData(bytes, entry));
  }
  return parts;
}

function directoryEntries(bytes: Buffer): { entries: Entry[]; directoryOffset: number } {
  const end = endOfDirectory(bytes);
  const declaredCount = bytes.readUInt16LE(end + 10);
  const directorySize = bytes.readUInt32LE(end + 12);
  const directoryOffset = bytes.readUInt32LE(end + 16);
  // One disk, and the directory ends exactly where the end record starts.
  if (bytes.readUInt16LE(end + 4) !== 0 || bytes.readUInt16LE(end + 6) !== 0) throw notAWorkbook();
  if (bytes.readUInt16LE(end + 8) !== declaredCount) throw notAWorkbook();
  if (directoryOffset + directorySize !== end) throw notAWorkbook();
  if (declaredCount > MAX_ZIP_ENTRIES) throw tooLarge();

  const entries: Entry[] = [];
  const seen = new Set<string>();
  for (let position = directoryOffset; position < end; ) {
    if (entries.length === MAX_ZIP_ENTRIES) throw tooLarge();
    if (position + DIRECTORY_ENTRY_BYTES > end || bytes.readUInt32LE(position) !== DIRECTORY_ENTRY)
      throw notAWorkbook();
    const nameLength = bytes.readUInt16LE(position + 28);
    const recordEnd =
      position +
      DIRECTORY_ENTRY_BYTES +
      nameLength +
      bytes.readUInt16LE(position + 30) +
      bytes.readUInt16LE(position + 32);
    if (recordEnd > end) throw notAWorkbook();
    const name = partName(
      bytes.subarray(position + DIRECTORY_ENTRY_BYTES, position + DIRECTORY_ENTRY_BYTES + nameLength),
    );
    if (seen.has(name.toLowerCase())) throw notAWorkbook();
    seen.add(name.toLowerCase());
    if (bytes.readUInt16LE(position + 8) & ENCRYPTED_FLAG) throw notAWorkbook();
    const method = bytes.readUInt16LE(position + 10);
    if (method !== STORED && method !== DEFLATED) throw notAWorkbook();
    const localOffset = bytes.readUInt32LE(position + 42);
    entries.push({
      name,
      method,
      crc: bytes.readUInt32LE(position + 16),
      compressedSize: bytes.readUInt32LE(position + 20),
      inflatedSize: bytes.readUInt32LE(position + 24),
      localOffset,
      dataStart: dataStartOf(bytes, localOffset, name, directoryOffset),
    });
    position = recordEnd;
  }
  // The count the end record declares is the count of records: a record it leaves out is refused.
  if (entries.length !== declaredCount || entries.length === 0) throw notAWorkbook();
  return { entries, directoryOffset };
}

// The end record sits in the last 22 bytes plus its comment (up to 65,535 bytes), which must end the file.
function endOfDirectory(bytes: Buffer): number {
  if (bytes.length < END_RECORD_BYTES || bytes.readUInt32LE(0) !== LOCAL_HEADER) throw notAWorkbook();
  const stop = Math.max(0, bytes.length - END_RECORD_BYTES - 0xffff);
  for (let position = bytes.length - END_RECORD_BYTES; position >= stop; position--) {
    if (
      bytes.readUInt32LE(position) === END_OF_DIRECTORY &&
      position + END_RECORD_BYTES + bytes.readUInt16LE(position + 20) === bytes.length
    )
      return position;
  }
  throw notAWorkbook();
}

// Part names are plain relative ASCII paths in every spreadsheet writer; some writers add folders ("xl/").
function partName(raw: Buffer): string {
  const name = raw.toString("latin1");
  if (!/^[\w.[\]-]+(?:\/[\w.[\]-]+)*\/?$/.test(name) || name.split("/").includes("..")) throw notAWorkbook();
  return name;
}

function dataStartOf(bytes: Buffer, localOffset: number, name: string, directoryOffset: number): number {
  if (localOffset + LOCAL_HEADER_BYTES > directoryOffset || bytes.readUInt32LE(localOffset) !== LOCAL_HEADER)
    throw notAWorkbook();
  const nameLength = bytes.readUInt16LE(localOffset + 26);
  const nameStart = localOffset + LOCAL_HEADER_BYTES;
  if (bytes.toString("latin1", nameStart, nameStart + nameLength) !== name) throw notAWorkbook();
  return nameStart + nameLength + bytes.readUInt16LE(localOffset + 28);
}

// Each entry's bytes lie before the directory and share no byte with another's (overlapping entries are
// how a small file makes many large parts).
function assertNoOverlap(entries: Entry[], directoryOffset: number): void {
  const byOffset = [...entries].sort((a, b) => a.localOffset - b.localOffset);
  let previousEnd = 0;
  for (const entry of byOffset) {
    const dataEnd = entry.dataStart + entry.compressedSize;
    if (entry.localOffset < previousEnd || dataEnd > directoryOffset) throw notAWorkbook();
    previousEnd = dataEnd;
  }
}

// Inflates no more than the declared size (plus one byte to notice an understated one) and checks the CRC.
function inflatedData(bytes: Buffer, entry: Entry): Buffer {
  const data = bytes.subarray(entry.dataStart, entry.dataStart + entry.compressedSize);
  let inflated: Buffer;
  if (entry.method === STORED) {
    inflated = data;
  } else {
    try {
      inflated = inflateRawSync(data, { maxOutputLength: entry.inflatedSize + 1 });
    } catch (error) {
      if (error instanceof RangeError) throw tooLarge();
      throw notAWorkbook();
    }
  }
  if (inflated.length > entry.inflatedSize) throw tooLarge();
  if (inflated.length < entry.inflatedSize || crc32(inflated) !== entry.crc) throw notAWorkbook();
  return inflated;
}
