/**
 * The local captcha's proof of work: SHA-256 of a 32-byte seed the server issued followed by an
 * 8-byte big-endian nonce (40 bytes, one SHA-256 block), written out here from FIPS 180-4 so the
 * browser can try millions of nonces a second without a promise per try. The server checks a
 * solution with node:crypto (tests compare the two).
 */
const K = new Int32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
  0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
  0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
  0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
  0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
  0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
  0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
  0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);
const H0 = new Int32Array([0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19]);

export const WORK_SEED_BYTES = 32;
/** The largest nonce a token may carry (JavaScript's safe integers). */
export const MAX_WORK_NONCE = Number.MAX_SAFE_INTEGER;

/** A seed's bytes as the eight big-endian words the block starts with. */
export function seedWords(seed: Uint8Array): Int32Array {
  if (seed.length !== WORK_SEED_BYTES) throw new RangeError(`A work seed has ${WORK_SEED_BYTES} bytes, not ${seed.length}.`);
  const words = new Int32Array(8);
  for (let i = 0; i < 8; i++) words[i] = (seed[4 * i]! << 24) | (seed[4 * i + 1]! << 16) | (seed[4 * i + 2]! << 8) | seed[4 * i + 3]!;
  return words;
}

/** The 40 bytes hashed for `nonce`: the seed, then the nonce as 8 big-endian bytes. */
export function workMessage(seed: Uint8Array, nonce: number): Uint8Array {
  const message = new Uint8Array(WORK_SEED_BYTES + 8);
  message.set(seed);
  const view = new DataView(message.buffer);
  view.setUint32(WORK_SEED_BYTES, Math.floor(nonce / 0x1_0000_0000));
  view.setUint32(WORK_SEED_BYTES + 4, nonce >>> 0);
  return message;
}

const w = new Int32Array(64);

/** The first 32 bits of SHA-256(seed ‖ nonce), as an unsigned number. */
export function workHead(seed: Int32Array, nonce: number): number {
  for (let i = 0; i < 8; i++) w[i] = seed[i]!;
  w[8] = Math.floor(nonce / 0x1_0000_0000);
  w[9] = nonce | 0;
  w[10] = 0x80000000 | 0;
  for (let i = 11; i < 15; i++) w[i] = 0;
  w[15] = (WORK_SEED_BYTES + 8) * 8;
  for (let i = 16; i < 64; i++) {
    const a = w[i - 15]!;
    const b = w[i - 2]!;
    const s0 = ((a >>> 7) | (a << 25)) ^ ((a >>> 18) | (a << 14)) ^ (a >>> 3);
    const s1 = ((b >>> 17) | (b << 15)) ^ ((b >>> 19) | (b << 13)) ^ (b >>> 10);
    w[i] = (w[i - 16]! + s0 + w[i - 7]! + s1) | 0;
  }
  let a = H0[0]!, b = H0[1]!, c = H0[2]!, d = H0[3]!, e = H0[4]!, f = H0[5]!, g = H0[6]!, h = H0[7]!;
  for (let i = 0; i < 64; i++) {
    const S1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
    const t1 = (h + S1 + ((e & f) ^ (~e & g)) + K[i]! + w[i]!) | 0;
    const S0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
    const t2 = (S0 + ((a & b) ^ (a & c) ^ (b & c))) | 0;
    h = g;
    g = f;
    f = e;
    e = (d + t1) | 0;
    d = c;
    c = b;
    b = a;
    a = (t1 + t2) | 0;
  }
  return (H0[0]! + a) >>> 0;
}

/** Whether a hash whose first 32 bits are `head` starts with `bits` zero bits (bits ≤ 32). */
export function meetsDifficulty(head: number, bits: number): boolean {
  return bits <= 0 || head >>> 0 < 2 ** (32 - Math.min(bits, 32));
}
