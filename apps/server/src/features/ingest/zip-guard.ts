// A DOCX is a zip, and a 20 MB zip can inflate to gigabytes. mammoth (via JSZip) inflates whole entries
// in memory, so the declared sizes in the central directory are checked first. A zip that lies about its
// sizes is not caught here; the upload size limit and the entry count bound what that can cost.

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_DIRECTORY_ENTRY = 0x02014b50;

export type ZipCheck = 'ok' | 'invalid' | 'too_large';

/** Checks a zip's central directory: at most `maxEntries` entries and `maxUncompressedBytes` inflated in all. */
export function checkZipSizes(buffer: Buffer, maxUncompressedBytes: number, maxEntries = 5_000): ZipCheck {
  // The end record is 22 bytes plus a comment of up to 65535 bytes, so search backwards from the end.
  const searchFrom = Math.max(0, buffer.length - 22 - 0xffff);
  let end = -1;
  for (let i = buffer.length - 22; i >= searchFrom; i--) {
    if (buffer.readUInt32LE(i) === END_OF_CENTRAL_DIRECTORY) {
      end = i;
      break;
    }
  }
  if (end < 0) return 'invalid';
  const entries = buffer.readUInt16LE(end + 10);
  const directoryOffset = buffer.readUInt32LE(end + 16);
  // 0xffff / 0xffffffff mean "see the zip64 record": no office file is that big.
  if (entries === 0xffff || directoryOffset === 0xffffffff) return 'too_large';
  if (entries > maxEntries) return 'too_large';

  let offset = directoryOffset;
  let total = 0;
  for (let n = 0; n < entries; n++) {
    if (offset + 46 > buffer.length || buffer.readUInt32LE(offset) !== CENTRAL_DIRECTORY_ENTRY)
      return 'invalid';
    const uncompressed = buffer.readUInt32LE(offset + 24);
    if (uncompressed === 0xffffffff) return 'too_large';
    total += uncompressed;
    if (total > maxUncompressedBytes) return 'too_large';
    offset +=
      46 +
      buffer.readUInt16LE(offset + 28) +
      buffer.readUInt16LE(offset + 30) +
      buffer.readUInt16LE(offset + 32);
  }
  return 'ok';
}
