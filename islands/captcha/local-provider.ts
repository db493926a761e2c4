import type { CaptchaProvider, CaptchaWidget } from '../../domain/captcha/captcha-types.js';
import { isLocalChallenge, solveLocalChallenge, type LocalChallenge } from '../../domain/captcha/local-token.js';
import { apiRequest } from '../shared/api-request.js';

export const LOCAL_CAPTCHA_LABEL = 'I am not a robot';
export const LOCAL_CAPTCHA_VERIFYING = 'Verifying…';
export const LOCAL_CAPTCHA_VERIFIED = 'Verified';
export const LOCAL_CAPTCHA_FAILED = 'The check could not start. Untick the box and try again.';
export const CHALLENGE_PATH = '/api/captcha/challenge';

async function fetchChallenge(purpose: string): Promise<LocalChallenge | undefined> {
  const result = await apiRequest<unknown>(CHALLENGE_PATH, { method: 'POST', body: { purpose } });
  return result.ok && isLocalChallenge(result.data) ? result.data : undefined;
}

/**
 * The local provider's checkbox (tests and offline use): ticking it fetches a challenge from the
 * server and solves its proof of work in slices, so the page stays responsive, with a progress
 * bar; the token is withdrawn when the challenge expires.
 */
export const localProvider: CaptchaProvider = {
  name: 'local',
  async render(container, options) {
    const box = document.createElement('div');
    box.className = `local-captcha local-captcha--${options.size}${options.theme === 'dark' ? ' local-captcha--dark' : ''}`;
    const label = document.createElement('label');
    const input = document.createElement('input');
    input.type = 'checkbox';
    input.className = 'local-captcha-check';
    const progress = document.createElement('progress');
    progress.className = 'local-captcha-progress';
    progress.max = 100;
    progress.value = 0;
    progress.hidden = true;
    progress.setAttribute('aria-label', 'Verification progress');
    const status = document.createElement('span');
    status.className = 'local-captcha-status';
    status.setAttribute('aria-live', 'polite');
    label.append(input, ` ${LOCAL_CAPTCHA_LABEL} `);
    box.append(label, progress, status);
    container.append(box);
    let round = 0;
    let stop: AbortController | undefined;
    let expiry: ReturnType<typeof setTimeout> | undefined;
    const clear = () => {
      round++;
      stop?.abort();
      clearTimeout(expiry);
      progress.hidden = true;
      status.textContent = '';
      delete box.dataset['token'];
    };
    const solve = async (mine: number) => {
      status.textContent = LOCAL_CAPTCHA_VERIFYING;
      const asked = Date.now();
      const challenge = await fetchChallenge(options.purpose);
      if (mine !== round) return;
      if (!challenge) {
        input.checked = false;
        status.textContent = LOCAL_CAPTCHA_FAILED;
        return;
      }
      stop = new AbortController();
      progress.value = 0;
      progress.hidden = false;
      const token = await solveLocalChallenge(challenge, { signal: stop.signal, onProgress: (share) => (progress.value = Math.round(share * 100)) });
      if (mine !== round || !input.checked) return;
      progress.hidden = true;
      status.textContent = LOCAL_CAPTCHA_VERIFIED;
      box.dataset['token'] = token;
      options.onToken(token);
      // The server refuses it after this: the visitor ticks again.
      expiry = setTimeout(() => {
        clear();
        input.checked = false;
        options.onExpired();
      }, Math.max(0, asked + challenge.ttlMs - Date.now()));
    };
    input.addEventListener('change', () => {
      clear();
      if (!input.checked) return options.onExpired();
      void solve(round);
    });
    const widget: CaptchaWidget = {
      reset() {
        clear();
        input.checked = false;
      },
      destroy() {
        clear();
        box.remove();
      },
    };
    return widget;
  },
};
