import { inflateRawSync } from "node:zlib";
import { ApiError } from "../../http/errors";
import { MAX_UNCOMPRESSED_BYTES, MAX_ZIP_ENTRIES } from "./workbook-format";

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;

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
    `This workbook unpacks to more than ${MAX_UNCOMPRESSED_BYTES / (1024 * 1024)} MB or ${MAX_ZIP_ENTRIES} parts; a filled-in exercise is far smaller.`,
  );

/**
 * Checks an .xlsx (a zip) before any library unpacks it: at most MAX_ZIP_ENTRIES entries and
 * MAX_UNCOMPRESSED_BYTES once inflated, counting what each entry really inflates to (a zip bomb may
 * understate its sizes), and no entry outside the central directory's bounds. Throws a 4xx ApiError.
 */
export function assertSafeZip(bytes: Buffer): void {
  const end = findEndOfDirectory(bytes);
  const entries = bytes.readUInt16LE(end + 10);
  const directoryOffset = bytes.readUInt32LE(end + 16);
  if (entries > MAX_ZIP_ENTRIES) throw tooLarge();
  let position = directoryOffset;
  let inflatedTotal = 0;
  for (let index = 0; index < entries; index++) {
    if (position + 46 > bytes.length || bytes.readUInt32LE(position) !== DIRECTORY_ENTRY)
      throw notAWorkbook();
    const method = bytes.readUInt16LE(position + 10);
    const compressedSize = bytes.readUInt32LE(position + 20);
    const declaredSize = bytes.readUInt32LE(position + 24);
    const nameLength = bytes.readUInt16LE(position + 28);
    const skip = nameLength + bytes.readUInt16LE(position + 30) + bytes.readUInt16LE(position + 32);
    const localOffset = bytes.readUInt32LE(position + 42);
    position += 46 + skip;
    inflatedTotal += declaredSize;
    if (inflatedTotal > MAX_UNCOMPRESSED_BYTES) throw tooLarge();
    const data = entryData(bytes, localOffset, compressedSize);
    if (method === STORED) {
      if (compressedSize !== declaredSize) throw notAWorkbook();
    } else if (method === DEFLATED) {
      inflateWithin(data, declaredSize);
    } else {
      throw notAWorkbook();
    }
  }
}

// The end-of-central-directory record sits in the last 22 bytes plus a comment of up to 65,535 bytes.
function findEndOfDirectory(bytes: Buffer): number {
  if (bytes.length < 22 || bytes.readUInt32LE(0) !== LOCAL_HEADER) throw notAWorkbook();
  const stop = Math.max(0, bytes.length - 22 - 0xffff);
  for (let position = bytes.length - 22; position >= stop; position--) {
    if (bytes.readUInt32LE(position) === END_OF_DIRECTORY) return position;
  }
  throw notAWorkbook();
}

function entryData(bytes: Buffer, localOffset: number, compressedSize: number): Buffer {
  if (localOffset + 30 > bytes.length || bytes.readUInt32LE(localOffset) !== LOCAL_HEADER)
    throw notAWorkbook();
  const start =
    localOffset + 30 + bytes.readUInt16LE(localOffset + 26) + bytes.readUInt16LE(localOffset + 28);
  if (start + compressedSize > bytes.length) throw notAWorkbook();
  return bytes.subarray(start, start + compressedSize);
}

// Inflates no more than the declared size (plus one byte to notice an understated one).
function inflateWithin(data: Buffer, declaredSize: number): void {
  let inflated: Buffer;
  try {
    inflated = inflateRawSync(data, { maxOutputLength: declaredSize + 1 });
  } catch (error) {
    if (error instanceof RangeError) throw tooLarge();
    throw notAWorkbook();
  }
  if (inflated.length > declaredSize) throw tooLarge();
  if (inflated.length < declaredSize) throw notAWorkbook();
}
