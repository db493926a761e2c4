/**
 * The third-party providers as configuration only: where their script lives and how a widget is
 * rendered, reset and removed through their global API. Loaded on demand; never in tests.
 */
import { captchaAction } from '../../domain/captcha/captcha-purpose.js';
import type { CaptchaOptions, CaptchaProvider, CaptchaProviderName } from '../../domain/captcha/captcha-types.js';

interface WidgetApi {
  render(container: HTMLElement, params: Record<string, unknown>): string | number;
  reset(id?: string | number): void;
  remove?(id: string | number): void;
}

export interface ScriptProviderConfig {
  name: Exclude<CaptchaProviderName, 'local'>;
  scriptUrl: string;
  /** The global the script defines (`window[global]`). */
  global: string;
  /** The render parameters for the provider's API. */
  params(options: CaptchaOptions): Record<string, unknown>;
}

const common = (o: CaptchaOptions) => ({ sitekey: o.siteKey, size: o.size, theme: o.theme ?? 'light', callback: o.onToken, 'expired-callback': o.onExpired });

export const SCRIPT_PROVIDERS: Readonly<Record<ScriptProviderConfig['name'], ScriptProviderConfig>> = {
  recaptcha: { name: 'recaptcha', scriptUrl: 'https://www.google.com/recaptcha/api.js?render=explicit', global: 'grecaptcha', params: common },
  hcaptcha: { name: 'hcaptcha', scriptUrl: 'https://js.hcaptcha.com/1/api.js?render=explicit', global: 'hcaptcha', params: common },
  turnstile: {
    name: 'turnstile',
    scriptUrl: 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit',
    global: 'turnstile',
    // Turnstile reports the action back to siteverify, which must match (site/features/captcha/).
    params: (o) => ({ ...common(o), size: o.size === 'compact' ? 'compact' : 'normal', action: captchaAction(o.purpose) }),
  },
};

const loading = new Map<string, Promise<WidgetApi>>();

function loadApi(config: ScriptProviderConfig): Promise<WidgetApi> {
  const found = loading.get(config.name);
  if (found) return found;
  const promise = new Promise<WidgetApi>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = config.scriptUrl;
    script.async = true;
    script.onerror = () => reject(new Error(`${config.name} script failed to load`));
    script.onload = () => {
      const wait = () => {
        const api = (window as unknown as Record<string, WidgetApi | undefined>)[config.global];
        if (api && typeof api.render === 'function') resolve(api);
        else setTimeout(wait, 50);
      };
      wait();
    };
    document.head.append(script);
  });
  loading.set(config.name, promise);
  return promise;
}

export function scriptProvider(config: ScriptProviderConfig): CaptchaProvider {
  return {
    name: config.name,
    async render(container, options) {
      const api = await loadApi(config);
      const slot = document.createElement('div');
      container.append(slot);
      const id = api.render(slot, config.params(options));
      return {
        reset: () => api.reset(id),
        destroy: () => {
          api.remove?.(id);
          slot.remove();
        },
      };
    },
  };
}
