import { useCallback, useEffect, useRef, useState } from 'react';
import { captchaSize } from './captcha-size.js';
import type { CaptchaConfig, CaptchaWidget } from '../../domain/captcha/captcha-types.js';
import type { CaptchaPurpose } from '../../domain/captcha/captcha-purpose.js';
import { renderCaptcha } from './providers.js';

export interface CaptchaControl {
  /** A widget is on the page (a site key is configured and there is a place for it). */
  shown: boolean;
  token: string | null;
  reset(): void;
  destroy(): void;
}

/**
 * Renders the configured provider's widget for `purpose` into `container` when the site has a
 * key: compact below 320 px, reset after a failure, destroyed after a success.
 */
export function useCaptcha(container: HTMLElement | null, config: CaptchaConfig | null | undefined, purpose: CaptchaPurpose, theme?: 'light' | 'dark'): CaptchaControl {
  const [token, setToken] = useState<string | null>(null);
  const widget = useRef<CaptchaWidget | null>(null);
  const shown = Boolean(container && config?.siteKey);
  useEffect(() => {
    if (!container || !config?.siteKey) return;
    let cancelled = false;
    const size = captchaSize(container.clientWidth || window.innerWidth);
    renderCaptcha({ provider: config.provider, siteKey: config.siteKey }, container, { purpose, size, theme, onToken: setToken, onExpired: () => setToken(null) }).then(
      (w) => {
        if (cancelled) w.destroy();
        else widget.current = w;
      },
      (error: unknown) => console.error('[captcha]', error),
    );
    return () => {
      cancelled = true;
      widget.current?.destroy();
      widget.current = null;
    };
  }, [container, config?.provider, config?.siteKey, purpose, theme]);
  const reset = useCallback(() => {
    widget.current?.reset();
    setToken(null);
  }, []);
  const destroy = useCallback(() => {
    widget.current?.destroy();
    widget.current = null;
  }, []);
  return { shown, token, reset, destroy };
}
