import { constants, crc32, deflateRawSync } from 'node:zlib';

/**
 * A gzip body made from parts compressed once and short texts put between them per response (a
 * kept page and the visitor's crumb), with no compression per request: each part is a raw deflate
 * stream flushed to a byte boundary and left open, the texts go in stored blocks, an empty final
 * block closes the stream, and the gzip trailer carries the CRC-32 and length of the whole.
 */
export interface SplicedParts {
  readonly raw: readonly Buffer[];
  readonly deflated: readonly Buffer[];
}

const HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3]);
const FINAL_BLOCK = Buffer.from([1, 0, 0, 0xff, 0xff]);
const STORED_MAX = 0xffff;

export function spliceable(parts: readonly string[]): SplicedParts {
  const raw = parts.map((part) => Buffer.from(part, 'utf8'));
  const deflated = raw.map((part) => deflateRawSync(part, { level: 9, finishFlush: constants.Z_SYNC_FLUSH }));
  return { raw, deflated };
}

function storedBlocks(data: Buffer): Buffer[] {
  const blocks: Buffer[] = [];
  for (let at = 0; at < data.length; at += STORED_MAX) {
    const chunk = data.subarray(at, at + STORED_MAX);
    const head = Buffer.alloc(5);
    head.writeUInt16LE(chunk.length, 1);
    head.writeUInt16LE(~chunk.length & 0xffff, 3);
    blocks.push(head, chunk);
  }
  return blocks;
}

/** The gzip body of `parts` joined by `between`. */
export function splicedGzip(parts: SplicedParts, between: string): Buffer {
  const insert = Buffer.from(between, 'utf8');
  const pieces: Buffer[] = [HEADER];
  let crc = 0;
  let size = 0;
  parts.raw.forEach((raw, index) => {
    if (index > 0) {
      pieces.push(...storedBlocks(insert));
      crc = crc32(insert, crc);
      size += insert.length;
    }
    pieces.push(parts.deflated[index] as Buffer);
    crc = crc32(raw, crc);
    size += raw.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  pieces.push(FINAL_BLOCK, trailer);
  return Buffer.concat(pieces);
}
