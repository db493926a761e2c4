/**
 * Whether bytes are an audio file the library keeps, read from their content (the name and the
 * declared type are not believed): MP3 (an ID3 tag or MPEG audio frames), OGG (Vorbis, Opus,
 * FLAC or Speex), WAV (RIFF WAVE with its format chunk), M4A (an MP4 file branded M4A/M4B), AAC
 * (ADTS frames) or FLAC ("fLaC" then a sound STREAMINFO block, after an ID3v2 tag or not). Returns the content type, or undefined when the bytes are none of these.
 */
import type { AudioType } from '../../domain/media/media.js';

const ascii = (bytes: Buffer, at: number, length: number): string => bytes.toString('latin1', at, at + length);

/** Bitrates in kbit/s by [MPEG-1?][layer 1..3][index]; index 0 is "free", 15 is invalid. */
const BITRATES: Readonly<Record<string, readonly number[]>> = {
  '1-1': [0, 32, 64, 96, 128, 160, 192, 224, 256, 288, 320, 352, 384, 416, 448],
  '1-2': [0, 32, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 384],
  '1-3': [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  '2-1': [0, 32, 48, 56, 64, 80, 96, 112, 128, 144, 160, 176, 192, 224, 256],
  '2-2': [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
};
const SAMPLE_RATES: Readonly<Record<number, readonly number[]>> = { 3: [44100, 48000, 32000], 2: [22050, 24000, 16000], 0: [11025, 12000, 8000] };

/** The length in bytes of the MPEG audio frame whose header is at `at`, or undefined when it is no such header. */
export function mpegFrameLength(bytes: Buffer, at: number): number | undefined {
  if (at + 4 > bytes.length) return undefined;
  const [b0, b1, b2] = [bytes[at] ?? 0, bytes[at + 1] ?? 0, bytes[at + 2] ?? 0];
  if (b0 !== 0xff || (b1 & 0xe0) !== 0xe0) return undefined;
  const version = (b1 >> 3) & 3; // 3 = MPEG-1, 2 = MPEG-2, 0 = MPEG-2.5, 1 reserved
  const layerBits = (b1 >> 1) & 3; // 3 = layer I, 2 = II, 1 = III, 0 reserved (ADTS)
  const bitrateIndex = b2 >> 4;
  const rateIndex = (b2 >> 2) & 3;
  if (version === 1 || layerBits === 0 || bitrateIndex === 15 || bitrateIndex === 0 || rateIndex === 3) return undefined;
  const layer = 4 - layerBits;
  const table = BITRATES[version === 3 ? `1-${String(layer)}` : `2-${layer === 1 ? '1' : '2'}`] ?? [];
  const bitrate = (table[bitrateIndex] ?? 0) * 1000;
  const rate = SAMPLE_RATES[version]?.[rateIndex] ?? 0;
  const padding = (b2 >> 1) & 1;
  if (layer === 1) return (Math.floor((12 * bitrate) / rate) + padding) * 4;
  return Math.floor(((layer === 3 && version !== 3 ? 72 : 144) * bitrate) / rate) + padding;
}

/** MPEG audio frames from `at`: the first header valid, and the next one too when the bytes reach it. */
function mpegFramesAt(bytes: Buffer, at: number): boolean {
  const length = mpegFrameLength(bytes, at);
  if (length === undefined || length < 4) return false;
  const next = at + length;
  return next + 4 > bytes.length || mpegFrameLength(bytes, next) !== undefined;
}

/** An ADTS (raw AAC) frame header at `at`: 12 sync bits, layer 0, a known sample rate, a length that fits its header. */
function adtsAt(bytes: Buffer, at: number): boolean {
  if (at + 7 > bytes.length) return false;
  const [b0, b1, b2, b3, b4, b5] = [0, 1, 2, 3, 4, 5].map((i) => bytes[at + i] ?? 0) as [number, number, number, number, number, number];
  if (b0 !== 0xff || (b1 & 0xf6) !== 0xf0) return false;
  if (((b2 >> 2) & 0x0f) > 12) return false;
  const length = ((b3 & 3) << 11) | (b4 << 3) | (b5 >> 5);
  return length >= ((b1 & 1) === 1 ? 7 : 9);
}

/** The length of an ID3v2 tag at the start (header, syncsafe size, footer), or 0 when there is none. */
function id3Length(bytes: Buffer): number {
  if (bytes.length < 10 || ascii(bytes, 0, 3) !== 'ID3') return 0;
  const major = bytes[3] ?? 0xff;
  const size = [6, 7, 8, 9].map((i) => bytes[i] ?? 0xff);
  if (major < 2 || major > 4 || (bytes[4] ?? 0xff) === 0xff || size.some((b) => b >= 0x80)) return 0;
  const body = size.reduce((sum, b) => sum * 128 + b, 0);
  return 10 + body + (((bytes[5] ?? 0) & 0x10) !== 0 ? 10 : 0);
}

/** The codecs an OGG file's first page may start (Theora and others are video or not sound). */
const OGG_AUDIO = ['\x01vorbis', 'OpusHead', '\x7fFLAC', 'Speex   '];

function oggAudio(bytes: Buffer): boolean {
  if (bytes.length < 28 || ascii(bytes, 0, 4) !== 'OggS' || bytes[4] !== 0) return false;
  const segments = bytes[26] ?? 0;
  const start = 27 + segments;
  if (start >= bytes.length) return false;
  const head = ascii(bytes, start, 8);
  return OGG_AUDIO.some((codec) => head.startsWith(codec));
}

function wave(bytes: Buffer): boolean {
  return bytes.length >= 20 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WAVE' && ascii(bytes, 12, 4) === 'fmt ';
}

/** An MP4 file whose brands say it is audio (M4A, M4B). */
function m4a(bytes: Buffer): boolean {
  if (bytes.length < 16 || ascii(bytes, 4, 4) !== 'ftyp') return false;
  const boxLength = Math.min(bytes.readUInt32BE(0), bytes.length);
  const brands = [ascii(bytes, 8, 4)];
  for (let at = 16; at + 4 <= boxLength; at += 4) brands.push(ascii(bytes, at, 4));
  return brands.some((brand) => brand === 'M4A ' || brand === 'M4B ');
}

/**
 * A native FLAC stream at `at`: the "fLaC" marker, then its first metadata block, which must be a
 * STREAMINFO of 34 bytes whose numbers a stream can have (a minimum block size of 16 samples or
 * more, a maximum not below it, a sample rate of 1 Hz to 655,350 Hz, 4 to 32 bits a sample).
 */
export function flacAt(bytes: Buffer, at: number): boolean {
  if (at + 8 + 34 > bytes.length || ascii(bytes, at, 4) !== 'fLaC') return false;
  const header = bytes[at + 4] ?? 0xff;
  const length = bytes.readUIntBE(at + 5, 3);
  if ((header & 0x7f) !== 0 || length !== 34) return false;
  const info = at + 8;
  const minBlock = bytes.readUInt16BE(info);
  const maxBlock = bytes.readUInt16BE(info + 2);
  // 20 bits of sample rate, 3 of channels − 1, 5 of bits a sample − 1.
  const packed = bytes.readUInt32BE(info + 10);
  const rate = packed >>> 12;
  const bitsPerSample = ((packed >>> 4) & 0x1f) + 1;
  return minBlock >= 16 && maxBlock >= minBlock && rate > 0 && rate <= 655_350 && bitsPerSample >= 4;
}

export function sniffAudio(bytes: Buffer): AudioType | undefined {
  if (wave(bytes)) return 'audio/wav';
  if (oggAudio(bytes)) return 'audio/ogg';
  if (m4a(bytes)) return 'audio/mp4';
  if (flacAt(bytes, 0)) return 'audio/flac';
  const tag = id3Length(bytes);
  if (tag > 0 && tag < bytes.length) {
    if (flacAt(bytes, tag)) return 'audio/flac';
    if (mpegFramesAt(bytes, tag)) return 'audio/mpeg';
    if (adtsAt(bytes, tag)) return 'audio/aac';
    return undefined;
  }
  if (mpegFramesAt(bytes, 0)) return 'audio/mpeg';
  if (adtsAt(bytes, 0)) return 'audio/aac';
  return undefined;
}
