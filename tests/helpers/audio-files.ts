/**
 * Tiny audio files made in the test, byte by byte as their formats define them: a PCM WAV a
 * browser plays, MPEG-1 Layer III frames (with or without an ID3v2 tag), an OGG page starting a
 * Vorbis stream, an M4A `ftyp` box, an ADTS (AAC) frame and a FLAC stream (STREAMINFO and frames of
 * silence, with their checksums).
 */

/** A mono 16-bit PCM WAV of `seconds` of a 440 Hz tone at `rate` samples a second. */
export function wavFile(seconds = 0.5, rate = 8000): Buffer {
  const samples = Math.round(seconds * rate);
  const data = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i++) data.writeInt16LE(Math.round(Math.sin((2 * Math.PI * 440 * i) / rate) * 8000), i * 2);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8, 'latin1');
  header.write('fmt ', 12, 'latin1');
  header.writeUInt32LE(16, 16); // format chunk size
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28); // bytes a second
  header.writeUInt16LE(2, 32); // block align
  header.writeUInt16LE(16, 34); // bits a sample
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

/** `count` MPEG-1 Layer III frames, 128 kbit/s at 44.1 kHz (417 bytes each), silent. */
export function mp3Frames(count = 2): Buffer {
  const frame = Buffer.alloc(417);
  frame.set([0xff, 0xfb, 0x90, 0x00]);
  return Buffer.concat(Array.from({ length: count }, () => frame));
}

/** An ID3v2.3 tag holding a title, then `mp3Frames()`. */
export function id3Mp3(title = 'Kiln song'): Buffer {
  const text = Buffer.from(`\u0000${title}`, 'latin1');
  const frame = Buffer.alloc(10);
  frame.write('TIT2', 0, 'latin1');
  frame.writeUInt32BE(text.length, 4);
  const body = Buffer.concat([frame, text]);
  const header = Buffer.from([0x49, 0x44, 0x33, 3, 0, 0, 0, 0, 0, 0]);
  let size = body.length;
  for (let i = 9; i >= 6; i--) {
    header[i] = size & 0x7f;
    size >>= 7;
  }
  return Buffer.concat([header, body, mp3Frames()]);
}

const OGG_CRC = (() => {
  const table = new Uint32Array(256);
  for (let i = 0; i < 256; i++) {
    let r = i << 24;
    for (let j = 0; j < 8; j++) r = r & 0x80000000 ? (r << 1) ^ 0x04c11db7 : r << 1;
    table[i] = r >>> 0;
  }
  return (bytes: Buffer): number => {
    let crc = 0;
    for (const b of bytes) crc = ((crc << 8) ^ (table[((crc >>> 24) ^ b) & 0xff] ?? 0)) >>> 0;
    return crc;
  };
})();

/** The first page of an OGG stream: its Vorbis identification header (with the page's checksum). */
export function oggVorbisPage(): Buffer {
  const packet = Buffer.alloc(30);
  packet.write('\u0001vorbis', 0, 'latin1');
  packet.writeUInt32LE(0, 7); // version
  packet[11] = 1; // channels
  packet.writeUInt32LE(44100, 12);
  packet[28] = 0xb8; // block sizes
  packet[29] = 1; // framing
  const header = Buffer.alloc(28);
  header.write('OggS', 0, 'latin1');
  header[4] = 0; // version
  header[5] = 2; // beginning of stream
  header.writeUInt32LE(0x1234, 14); // serial
  header[26] = 1; // one segment
  header[27] = packet.length;
  const page = Buffer.concat([header, packet]);
  page.writeUInt32LE(OGG_CRC(page), 22);
  return page;
}

/** The `ftyp` box of an M4A file and an empty `mdat`. */
export function m4aStart(): Buffer {
  const ftyp = Buffer.alloc(24);
  ftyp.writeUInt32BE(24, 0);
  ftyp.write('ftypM4A ', 4, 'latin1');
  ftyp.writeUInt32BE(0, 12);
  ftyp.write('M4A isom', 16, 'latin1');
  const mdat = Buffer.from([0, 0, 0, 8, 0x6d, 0x64, 0x61, 0x74]);
  return Buffer.concat([ftyp, mdat]);
}

/** One ADTS frame (AAC LC, 44.1 kHz, stereo, no CRC) of 16 bytes. */
export function adtsFrame(): Buffer {
  const frame = Buffer.alloc(16);
  const length = frame.length;
  frame.set([0xff, 0xf1, 0x50, 0x80 | ((length >> 11) & 3), (length >> 3) & 0xff, ((length & 7) << 5) | 0x1f, 0xfc]);
  return frame;
}

/** CRC-8 (polynomial 0x07) of a FLAC frame header. */
function flacCrc8(bytes: Buffer): number {
  let crc = 0;
  for (const b of bytes) {
    crc ^= b;
    for (let j = 0; j < 8; j++) crc = crc & 0x80 ? ((crc << 1) ^ 0x07) & 0xff : (crc << 1) & 0xff;
  }
  return crc;
}

/** CRC-16 (polynomial 0x8005) of a whole FLAC frame. */
function flacCrc16(bytes: Buffer): number {
  let crc = 0;
  for (const b of bytes) {
    crc ^= b << 8;
    for (let j = 0; j < 8; j++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x8005) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc;
}

/** The 34 bytes of a STREAMINFO block: blocks of `blockSize`, mono, 16 bits, `rate` Hz, `samples` long, no MD5. */
export function flacStreamInfo(blockSize: number, rate: number, samples: number): Buffer {
  const info = Buffer.alloc(34);
  info.writeUInt16BE(blockSize, 0);
  info.writeUInt16BE(blockSize, 2);
  // Frame sizes (24 bits each) left 0: unknown.
  info.writeUInt32BE(((rate << 12) | (0 << 9) | (15 << 4) | Math.floor(samples / 2 ** 32)) >>> 0, 10);
  info.writeUInt32BE(samples % 2 ** 32, 14);
  return info;
}

/**
 * A FLAC file a player decodes: the "fLaC" marker, the STREAMINFO block (the last metadata block),
 * then `frames` frames of 256 samples of silence at 8 kHz, each a CONSTANT subframe.
 */
export function flacFile(frames = 4): Buffer {
  const blockSize = 256;
  const marker = Buffer.from('fLaC', 'latin1');
  const blockHeader = Buffer.from([0x80, 0, 0, 34]); // last block, type 0 (STREAMINFO), 34 bytes
  const body = Array.from({ length: frames }, (_, n) => {
    // Sync and fixed blocking; block size "8 bits at the end" and 8 kHz; mono, 16 bits; frame number n (< 128: one byte); block size − 1.
    const header = Buffer.from([0xff, 0xf8, 0x64, 0x08, n, blockSize - 1]);
    const subframe = Buffer.from([0x00, 0x00, 0x00]); // CONSTANT subframe, value 0
    const frame = Buffer.concat([header, Buffer.from([flacCrc8(header)]), subframe]);
    const footer = Buffer.alloc(2);
    footer.writeUInt16BE(flacCrc16(frame), 0);
    return Buffer.concat([frame, footer]);
  });
  return Buffer.concat([marker, blockHeader, flacStreamInfo(blockSize, 8000, blockSize * frames), ...body]);
}

/** An ID3v2.4 tag with no frames (10 bytes of padding), then `inner`. */
export function id3Before(inner: Buffer): Buffer {
  return Buffer.concat([Buffer.from([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0, 10]), Buffer.alloc(10), inner]);
}
