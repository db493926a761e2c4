// An owner uploads an audio file in the audio block's panel (issue 23), in chromium against the
// built server: "Choose audio" opens the library's audio files (none yet), a WAV made in the test
// is uploaded there and becomes the track's file (its name the track's title), the library then
// lists it with its type, size and a player (an image picker does not), a PNG renamed .wav is
// refused with the editor's message, and once published the visitor's player plays it: its src answers 200 with an audio
// type and the element reaches HAVE_METADATA. axe finds nothing in the panel nor on the page.
import sharp from 'sharp';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Layout } from '../../domain/layout/layout.js';
import type { LayoutView } from '../../domain/layout/layout-api.js';
import { signIn } from '../api/helpers/account.js';
import { wavFile } from '../helpers/audio-files.js';
import { addUsers, signInAs, type TestUser } from './helpers/admin.js';
import { axeViolations } from './helpers/axe.js';
import { useBrowserSuite } from './helpers/browser-suite.js';
import { hydrated } from './helpers/browser.js';
import { panel, status } from './helpers/page-builder.js';

const OWNER: TestUser = { email: 'owner@shop.test', password: 'owner password 1', roles: ['ADMIN'] };
const HOME_LAYOUT = '/api/admin/layouts/page/page-home';
const WAIT = { timeout: 20_000 };

const suite = useBrowserSuite({ env: { RATE_LIMIT_WRITES: '1000', CONTENT_STATE_TTL_MS: '0' } });

const START: Layout = {
  sections: [
    {
      id: 'main', background: { kind: 'none' }, padding: 'medium', theme: 'light',
      blocks: [{ id: 'album', kind: 'audio', settings: { albumTitle: 'Kiln Sessions', tracks: [] }, desktop: { column: 1, span: 12, row: 1, rows: 1 } }],
    },
  ],
};


describe('audio in the media library', () => {
  it('is uploaded in the audio block’s panel, published, and played on the public page', async () => {
    await addUsers(suite, [OWNER]);
    const { account } = await signIn(suite.server.baseUrl, OWNER.email, OWNER.password);
    const stored = (await account.merchant('GET', HOME_LAYOUT)).body as LayoutView;
    expect((await account.merchant('PUT', HOME_LAYOUT, { json: { expectedVersion: stored.version, layout: START } })).status).toBe(200);

    const page = await suite.browser.newPage();
    await page.setViewportSize({ width: 1400, height: 1000 });
    await signInAs(page, suite.server.baseUrl, OWNER, '/admin/layouts/page/page-home');
    await page.getByRole('heading', { level: 1, name: 'Page builder' }).waitFor(WAIT);
    await page.getByRole('button', { name: 'Audio 1', exact: true }).click();
    const side = panel(page);
    await side.getByRole('heading', { level: 2, name: 'Audio 1' }).waitFor(WAIT);
    await side.getByRole('button', { name: 'Add a track' }).click();
    await side.getByRole('button', { name: 'Choose audio for track 1' }).click();
    await side.getByText('The media library has no audio files.').waitFor(WAIT);
    expect(await axeViolations(page)).toEqual([]);

    // A picture renamed .wav is refused with the editor's message; nothing is chosen.
    const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#c85a28' } }).png().toBuffer();
    await side.getByLabel('Upload an audio file').setInputFiles({ name: 'fake.wav', mimeType: 'audio/wav', buffer: png });
    await expect.poll(() => side.getByRole('alert').textContent(), WAIT).toBe('The file fake.wav does not appear to be a supported file.');
    expect(await side.getByLabel('File of track 1').inputValue()).toBe('');

    await side.getByLabel('Upload an audio file').setInputFiles({ name: 'Kiln song.wav', mimeType: 'audio/wav', buffer: wavFile(0.5) });
    await expect.poll(() => side.getByLabel('File of track 1').inputValue(), WAIT).toMatch(/^\/media\/[A-Za-z0-9_-]+\/Kiln-song\.wav$/);
    expect(await side.getByLabel('Title of track 1').inputValue()).toBe('Kiln song');

    // The library now lists it, with its type and size and a player.
    await side.getByRole('button', { name: 'Choose audio for track 1' }).click();
    const chosen = side.getByRole('radio', { name: /Kiln-song\.wav/ });
    await chosen.waitFor(WAIT);
    expect(await chosen.isChecked()).toBe(true);
    expect(await side.locator('.admin-media-choices-audio li').first().textContent()).toContain('WAV, 8 KB');
    expect(await side.getByLabel('Listen to Kiln-song.wav').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await side.getByRole('button', { name: 'Close the audio files of track 1' }).click();

    await expect.poll(() => page.locator('.pb-canvas [data-block-id="album"] .audio-block-track-title').allTextContents(), WAIT).toEqual(['Kiln song']);
    // An image picker lists no audio: the library holds only the sound, so it has no image.
    await page.getByRole('button', { name: /^Section 1/ }).first().click();
    await panel(page).getByLabel('Background', { exact: true }).selectOption('image');
    await panel(page).getByText('The media library is empty.').waitFor(WAIT);
    expect(await panel(page).getByText('Kiln-song.wav').count()).toBe(0);
    await panel(page).getByLabel('Background', { exact: true }).selectOption('none');

    await expect.poll(() => status(page).textContent(), WAIT).toBe('Saved');
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByText('Published. Visitors see this layout now.').waitFor(WAIT);
    await page.close();

    const visitor = await suite.browser.newPage();
    await visitor.goto(`${suite.server.baseUrl}/`);
    await hydrated(visitor);
    const player = visitor.locator('[data-block-id="album"] audio');
    expect(await player.count()).toBe(1);
    const src = await player.evaluate((el) => (el as HTMLAudioElement).currentSrc || (el as HTMLAudioElement).src);
    const served = await fetch(new URL(src, suite.server.baseUrl));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toMatch(/^audio\//);
    // The visitor presses play on the browser's own controls.
    await player.scrollIntoViewIfNeeded();
    const box = await player.boundingBox();
    if (!box) throw new Error('the player is not shown');
    await visitor.mouse.click(box.x + 16, box.y + box.height / 2);
    await expect.poll(() => player.evaluate((el) => (el as HTMLAudioElement).readyState), WAIT).toBeGreaterThanOrEqual(1);
    expect(await player.evaluate((el) => (el as HTMLAudioElement).error)).toBeNull();
    expect(await player.evaluate((el) => (el as HTMLAudioElement).duration)).toBeCloseTo(0.5, 1);
    expect(await axeViolations(visitor)).toEqual([]);
    await visitor.close();
  }, 240_000);
});
