// Audio uploads are recognised by their bytes, never by name: each accepted format made in the
// test is named, a PNG renamed .mp3 is refused as audio with the editor's message (and kept as
// the image it is when any kind is welcome), and near misses (a lone ID3 tag, a Theora OGG page,
// a video MP4, bytes that only start like an MPEG frame) are none.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { sniffAudio } from '../../../site/media/sniff-audio.js';
import { sniffMedia } from '../../../site/media/sniff-media.js';
import { ApiError } from '../../../site/edge/api-error.js';
import { adtsFrame, flacFile, flacStreamInfo, id3Before, id3Mp3, m4aStart, mp3Frames, oggVorbisPage, wavFile } from '../../helpers/audio-files.js';

describe('sniffAudio', () => {
  it.each([
    ['a RIFF WAVE file', wavFile(0.05), 'audio/wav'],
    ['MPEG-1 Layer III frames', mp3Frames(), 'audio/mpeg'],
    ['one MPEG frame', mp3Frames(1), 'audio/mpeg'],
    ['an ID3v2 tag before MPEG frames', id3Mp3(), 'audio/mpeg'],
    ['an OGG page starting Vorbis', oggVorbisPage(), 'audio/ogg'],
    ['an M4A ftyp box', m4aStart(), 'audio/mp4'],
    ['an ADTS frame', adtsFrame(), 'audio/aac'],
    ['a FLAC stream', flacFile(), 'audio/flac'],
    ['a FLAC stream with only its STREAMINFO', flacFile(0), 'audio/flac'],
    ['an ID3v2 tag before a FLAC stream', id3Before(flacFile()), 'audio/flac'],
  ])('recognises %s', (_name, bytes, type) => {
    expect(sniffAudio(bytes)).toBe(type);
  });

  it('is none of them for bytes that only look alike', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#c85a28' } }).png().toBuffer();
    const loneTag = id3Mp3().subarray(0, id3Mp3().length - mp3Frames().length);
    const theora = Buffer.from(oggVorbisPage());
    theora.write('\u0080theora', 28, 'latin1');
    const video = m4aStart();
    video.write('isomisomiso2mp41', 8, 'latin1');
    // A valid first header whose next frame is garbage.
    const broken = Buffer.concat([mp3Frames(1), Buffer.from('not a frame header at all')]);
    const riffAvi = wavFile(0.01);
    riffAvi.write('AVI ', 8, 'latin1');
    for (const bytes of [png, loneTag, theora, video, broken, riffAvi, Buffer.from('ID3'), Buffer.alloc(0), Buffer.from('just some text, named song.mp3')]) {
      expect(sniffAudio(bytes)).toBeUndefined();
    }
  });
});

describe('FLAC look-alikes', () => {
  const marker = Buffer.from('fLaC', 'latin1');
  const block = (header: number[], info: Buffer): Buffer => Buffer.concat([marker, Buffer.from(header), info]);
  const vorbisComment = Buffer.concat([Buffer.from([0, 0, 0, 4]), Buffer.from('none', 'latin1'), Buffer.alloc(30)]);

  it.each([
    ['the marker alone', marker],
    ['the marker and text', Buffer.concat([marker, Buffer.from(' is how a FLAC file starts, said this text file', 'latin1')])],
    ['a first block that is not STREAMINFO (a VORBIS_COMMENT)', block([0x84, 0, 0, 34], vorbisComment)],
    ['a STREAMINFO of the wrong length', block([0x80, 0, 0, 33], flacStreamInfo(256, 8000, 256).subarray(0, 33))],
    ['a STREAMINFO cut short', flacFile(0).subarray(0, 30)],
    ['a STREAMINFO with blocks under 16 samples', block([0x80, 0, 0, 34], flacStreamInfo(8, 8000, 256))],
    ['a STREAMINFO with no sample rate', block([0x80, 0, 0, 34], flacStreamInfo(256, 0, 256))],
    ['the marker in lower case', Buffer.concat([Buffer.from('flac', 'latin1'), flacFile().subarray(4)])],
    ['an ID3v2 tag before text starting fLaC', id3Before(Buffer.concat([marker, Buffer.alloc(40, 0x20)]))],
  ])('refuses %s', (_name, bytes) => {
    expect(sniffAudio(bytes)).toBeUndefined();
  });

  it('takes a FLAC file for an audio picker and refuses it for an image picker', async () => {
    expect(await sniffMedia(flacFile(), 1e6, 'take.flac', 'audio')).toEqual({ kind: 'audio', contentType: 'audio/flac', width: 0, height: 0 });
    const refusal = await sniffMedia(flacFile(), 1e6, 'cover.png', 'image').catch((e: unknown) => e);
    expect((refusal as ApiError).message).toBe('The file cover.png does not appear to be a supported file.');
  });
});

describe('sniffMedia', () => {
  const png = (): Promise<Buffer> => sharp({ create: { width: 8, height: 6, channels: 3, background: '#2a6' } }).png().toBuffer();

  it('refuses a PNG renamed song.mp3 when audio is asked, with the editor message naming the file', async () => {
    const refusal = await sniffMedia(await png(), 1e6, 'song.mp3', 'audio').catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(ApiError);
    expect((refusal as ApiError).status).toBe(400);
    expect((refusal as ApiError).message).toBe('The file song.mp3 does not appear to be a supported file.');
    expect((refusal as ApiError).issues).toEqual([{ path: 'file', message: 'is not an audio file (expected MP3, OGG, WAV, M4A, AAC or FLAC)' }]);
  });

  it('keeps that PNG as an image when any kind is welcome, and an audio file as audio with no size', async () => {
    expect(await sniffMedia(await png(), 1e6, 'song.mp3')).toEqual({ kind: 'image', contentType: 'image/png', width: 8, height: 6 });
    expect(await sniffMedia(wavFile(0.05), 1e6, 'photo.png')).toEqual({ kind: 'audio', contentType: 'audio/wav', width: 0, height: 0 });
  });

  it('refuses an audio file where an image is asked', async () => {
    const refusal = await sniffMedia(mp3Frames(), 1e6, 'cover.jpg', 'image').catch((e: unknown) => e);
    expect((refusal as ApiError).message).toBe('The file cover.jpg does not appear to be a supported file.');
    expect((refusal as ApiError).issues[0]?.message).toBe('is an audio file; an image is expected here');
  });
});
