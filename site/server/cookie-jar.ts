import type { AstroCookieSetOptions } from 'astro';
import { parse, serialize } from 'cookie';

/** What the page cookies need of a request's cookies: Astro's `AstroCookies`, or `RequestCookies` outside Astro. */
export interface CookieJar {
  get(name: string): { value: string } | undefined;
  has(name: string): boolean;
  set(name: string, value: string, options?: AstroCookieSetOptions): void;
}

/**
 * A request's cookies read and set the way `AstroCookies` does (the same `cookie` library, the
 * same options, the same `Set-Cookie` lines), for the HTTP server's fast path, which answers
 * before Astro sees the request.
 */
export class RequestCookies implements CookieJar {
  readonly #incoming: Record<string, string | undefined>;
  readonly #outgoing = new Map<string, { value: string; line: string }>();

  readonly #secure: boolean;

  constructor(header: string | undefined, options: { secure?: boolean } = {}) {
    this.#secure = options.secure === true;
    this.#incoming = header ? parse(header, { decode: (value) => value }) : {};
  }

  get(name: string): { value: string } | undefined {
    const set = this.#outgoing.get(name);
    if (set) return { value: set.value };
    const raw = this.#incoming[name];
    if (!raw) return undefined;
    try {
      return { value: decodeURIComponent(raw) };
    } catch {
      return { value: raw };
    }
  }

  has(name: string): boolean {
    return this.#outgoing.has(name) || this.#incoming[name] !== undefined;
  }

  set(name: string, value: string, options: AstroCookieSetOptions = {}): void {
    this.#outgoing.set(name, { value, line: serialize(name, value, { ...options, ...(this.#secure ? { secure: true } : {}) }) });
  }

  /** The `Set-Cookie` lines of the cookies set, in the order they were first set. */
  setCookieLines(): string[] {
    return [...this.#outgoing.values()].map((cookie) => cookie.line);
  }
}
