// Audio files in the media library against the built server: a WAV, an MP3 and an OGG made in the
// test are kept with their kind and served as stored with their audio type and byte ranges (an
// <audio> element seeks with them); a PNG renamed .mp3 and sent for a track, an audio file sent
// to an image picker and a body over the limit are refused with the editor's messages, storing
// nothing; an audio block's /media/ track must be an audio file of the library, named by its block.
import { mkdtempSync, rmSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import type { Block, Layout } from '../../domain/layout/layout.js';
import { useAdminSuite } from './helpers/admin-suite.js';
import type { Account } from './helpers/account.js';
import { id3Mp3, oggVorbisPage, wavFile } from '../helpers/audio-files.js';

const mediaDir = mkdtempSync(join(tmpdir(), 'media-audio-'));
const OWNER = { email: 'owner@shop.test', password: 'audio owner password' };
const suite = useAdminSuite(OWNER, [], { MEDIA_DIR: mediaDir });
afterAll(() => rmSync(mediaDir, { recursive: true, force: true }));

function upload(account: Account, bytes: Uint8Array<ArrayBuffer>, name: string, type: string, query = ''): ReturnType<Account['upload']> {
  const form = new FormData();
  form.set('file', new Blob([bytes], { type }), name);
  return account.upload(`/api/admin/media${query}`, form);
}

const storedFiles = async (): Promise<string[]> => (await readdir(join(mediaDir, 'originals')).catch(() => [])).filter((f) => !f.endsWith('.tmp'));
const mediaRows = async (): Promise<number> => (await suite.db.fingerprint())['media'] ?? -1;

describe('uploading audio', () => {
  const wav = wavFile(0.25);
  let wavUrl = '';

  it('keeps a WAV as audio, whatever its declared type, and lists it with its kind', async () => {
    const owner = await suite.as(OWNER);
    const res = await upload(owner, new Uint8Array(wav), 'Kiln Song.wav', 'application/octet-stream', '?kind=audio');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ kind: 'audio', filename: 'Kiln-Song.wav', contentType: 'audio/wav', width: 0, height: 0, bytes: wav.length });
    wavUrl = res.body.url;
    const list = await owner.merchant('GET', '/api/admin/media');
    expect(list.body.items.find((m: { url: string }) => m.url === wavUrl)).toMatchObject({ kind: 'audio' });
  });

  it('serves it as stored with its audio type, and answers byte ranges (206, 416)', async () => {
    const whole = await fetch(suite.server.baseUrl + wavUrl);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('audio/wav');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(Buffer.from(await whole.arrayBuffer()).equals(wav)).toBe(true);
    const part = await fetch(suite.server.baseUrl + wavUrl, { headers: { range: 'bytes=44-99' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 44-99/${String(wav.length)}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(wav.subarray(44, 100))).toBe(true);
    const tail = await fetch(suite.server.baseUrl + wavUrl, { headers: { range: 'bytes=-10' } });
    expect(Buffer.from(await tail.arrayBuffer()).equals(wav.subarray(wav.length - 10))).toBe(true);
    expect((await fetch(suite.server.baseUrl + wavUrl, { headers: { range: `bytes=${String(wav.length)}-` } })).status).toBe(416);
  });

  it('recognises an MP3 with an ID3 tag named .bin and an OGG page', async () => {
    const owner = await suite.as(OWNER);
    const mp3 = await upload(owner, new Uint8Array(id3Mp3()), 'take one.bin', 'image/png');
    expect(mp3.status).toBe(201);
    expect(mp3.body).toMatchObject({ kind: 'audio', contentType: 'audio/mpeg', filename: 'take-one.mp3' });
    const ogg = await upload(owner, new Uint8Array(oggVorbisPage()), 'take two.ogg', 'audio/ogg', '?kind=audio');
    expect(ogg.body).toMatchObject({ kind: 'audio', contentType: 'audio/ogg', filename: 'take-two.ogg' });
    expect((await fetch(suite.server.baseUrl + String(ogg.body.url))).headers.get('content-type')).toBe('audio/ogg');
  });
});

describe('refused audio uploads store nothing', () => {
  it('refuses a PNG renamed .mp3 sent as audio, with the editor message', async () => {
    const owner = await suite.as(OWNER);
    const [files, rows] = [await storedFiles(), await mediaRows()];
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#c85a28' } }).png().toBuffer();
    const res = await upload(owner, new Uint8Array(png), 'song.mp3', 'audio/mpeg', '?kind=audio');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The file song.mp3 does not appear to be a supported file.');
    expect(res.body.issues).toEqual([{ path: 'file', message: 'is not an audio file (expected MP3, OGG, WAV, M4A, AAC or FLAC)' }]);
    expect(await storedFiles()).toEqual(files);
    expect(await mediaRows()).toBe(rows);
  });

  it('refuses an audio file sent to an image picker', async () => {
    const owner = await suite.as(OWNER);
    const rows = await mediaRows();
    const res = await upload(owner, new Uint8Array(wavFile(0.05)), 'cover.jpg', 'image/jpeg', '?kind=image');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The file cover.jpg does not appear to be a supported file.');
    expect(await mediaRows()).toBe(rows);
  });

  it('refuses an audio file over 20 MB with 413 and the editor message', async () => {
    const owner = await suite.as(OWNER);
    const [files, rows] = [await storedFiles(), await mediaRows()];
    const big = new Uint8Array(20 * 1024 * 1024 + 70 * 1024);
    big.set(wavFile(0.05));
    const res = await upload(owner, big, 'long take.wav', 'audio/wav', '?kind=audio&filename=long%20take.wav');
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('The file long take.wav is too large (the maximum size is 20 MB).');
    expect(await storedFiles()).toEqual(files);
    expect(await mediaRows()).toBe(rows);
  });
});

describe("an audio block's tracks", () => {
  const CONTACT = '/api/admin/layouts/page/col-contact';
  const audio = (url: string): Block => ({ id: 'a1', kind: 'audio', settings: { tracks: [{ title: 'Kiln song', url }] }, desktop: { column: 1, span: 6, row: 1, rows: 1 } });
  const layoutOf = (block: Block): Layout => ({ sections: [{ id: 'intro', background: { kind: 'none' }, padding: 'medium', theme: 'light', blocks: [block] }] });

  it('takes an audio file of the library, and refuses a missing one or an image, naming the block', async () => {
    const owner = await suite.as(OWNER);
    const sound = await upload(owner, new Uint8Array(wavFile(0.05)), 'track.wav', 'audio/wav', '?kind=audio');
    const picture = await upload(owner, new Uint8Array(await sharp({ create: { width: 8, height: 8, channels: 3, background: '#123' } }).png().toBuffer()), 'pic.png', 'image/png');
    const version = (await owner.merchant('GET', CONTACT)).body.version as number;
    const saved = await owner.merchant('PUT', CONTACT, { json: { expectedVersion: version, layout: layoutOf(audio(sound.body.url)) } });
    expect(saved.status).toBe(200);
    for (const url of ['/media/nosuchfile/gone.mp3', String(picture.body.url).replace(/\.png$/, '.mp3')]) {
      const refused = await owner.merchant('PUT', CONTACT, { json: { expectedVersion: saved.body.version, layout: layoutOf(audio(url)) } });
      expect(refused.status).toBe(400);
      expect(refused.body.issues).toEqual([{ path: 'sections[0].blocks[0].settings.tracks[0].url', message: `No audio file "${url}" in the media library.`, blockId: 'a1', block: 'Audio block 1 of section 1' }]);
    }
    // A site folder file typed as before is still the schema's to check.
    const asset = await owner.merchant('PUT', CONTACT, { json: { expectedVersion: saved.body.version, layout: layoutOf(audio('/assets/audio/theme.mp3')) } });
    expect(asset.status).toBe(200);
  });
});
