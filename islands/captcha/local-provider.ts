import type { CaptchaProvider, CaptchaWidget } from '../../domain/captcha/captcha-types.js';
import { solveLocalChallenge } from '../../domain/captcha/local-token.js';

export const LOCAL_CAPTCHA_LABEL = 'I am not a robot';
export const LOCAL_CAPTCHA_VERIFIED = 'Verified';

/** The demo's checkbox challenge: ticking it solves a small proof of work (see local-token.ts). */
export const localProvider: CaptchaProvider = {
  name: 'local',
  async render(container, options) {
    const box = document.createElement('div');
    box.className = `local-captcha local-captcha--${options.size}${options.theme === 'dark' ? ' local-captcha--dark' : ''}`;
    const label = document.createElement('label');
    const input = document.createElement('input');
    input.type = 'checkbox';
    input.className = 'local-captcha-check';
    const status = document.createElement('span');
    status.className = 'local-captcha-status';
    status.setAttribute('aria-live', 'polite');
    label.append(input, ` ${LOCAL_CAPTCHA_LABEL} `);
    box.append(label, status);
    container.append(box);
    let round = 0;
    input.addEventListener('change', () => {
      const mine = ++round;
      status.textContent = '';
      if (!input.checked) return options.onExpired();
      void solveLocalChallenge(options.siteKey, Date.now()).then((token) => {
        if (mine !== round || !input.checked) return;
        status.textContent = LOCAL_CAPTCHA_VERIFIED;
        box.dataset['token'] = token;
        options.onToken(token);
      });
    });
    const widget: CaptchaWidget = {
      reset() {
        round++;
        input.checked = false;
        status.textContent = '';
        delete box.dataset['token'];
      },
      destroy() {
        round++;
        box.remove();
      },
    };
    return widget;
  },
};
