// POST /api/captcha/challenge {purpose} → {seed, bits, expiresAt, ttlMs}: a local captcha challenge for
// `purpose` (sign-in, restock, password-reset, form:<id>), stored for one use until it expires
// (site/features/captcha/local-verifier.ts). Through the checks of every change (rate limits,
// crumb, schema). 404 when the configured provider is not the local one; 400 'ReCaptcha has not
// been set up!' when the site has no captcha key.
import type { APIRoute } from 'astro';
import { CAPTCHA_NOT_SET_UP_MESSAGE } from '../../../../domain/captcha/captcha-purpose.js';
import { ApiError } from '../../../edge/api-error.js';
import { captchaConfig } from '../../../features/captcha/captcha.js';
import { challengeRequestSchema } from '../../../features/captcha/challenge-schema.js';
import { captchaSettings } from '../../../features/captcha/captcha-settings.js';
import { issueChallenge } from '../../../features/captcha/local-verifier.js';
import { handle } from '../../../edge/handle.js';
import { jsonResponse } from '../../../edge/json-response.js';
import { stateChange } from '../../../edge/state-change.js';
import { apiStore } from '../../../server/store.js';

export const prerender = false;

export const POST: APIRoute = handle(async (context) => {
  const { input } = await stateChange(context, challengeRequestSchema);
  const config = await captchaConfig();
  if (config.provider !== 'local') throw new ApiError(404, 'not-found', 'This site does not use the local captcha.');
  if (config.siteKey === null) throw new ApiError(400, 'captcha-not-set-up', CAPTCHA_NOT_SET_UP_MESSAGE);
  const challenge = await issueChallenge(await apiStore(), { siteKey: config.siteKey, purpose: input.purpose }, captchaSettings());
  return jsonResponse(challenge);
});
