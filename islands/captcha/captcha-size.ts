/** Below this width (px) the widget renders compact. */
export const CAPTCHA_COMPACT_BELOW = 320;

export function captchaSize(width: number): 'normal' | 'compact' {
  return width < CAPTCHA_COMPACT_BELOW ? 'compact' : 'normal';
}

/** The form's captchaTheme number as the providers name it (2 is dark; anything else light). */
export function captchaTheme(theme: unknown): 'light' | 'dark' {
  return theme === 2 ? 'dark' : 'light';
}
