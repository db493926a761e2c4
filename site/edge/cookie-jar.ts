import type { AstroCookieSetOptions } from 'astro';
import { parse, serialize } from 'cookie';

/** Astro's options of a deletion (its own type is not exported). */
export type CookieDeleteOptions = Omit<AstroCookieSetOptions, 'expires' | 'maxAge' | 'encode'>;

/** What the page cookies need of a request's cookies: Astro's `AstroCookies`, or `RequestCookies` outside Astro. */
export interface CookieJar {
  get(name: string): { value: string } | undefined;
  has(name: string): boolean;
  set(name: string, value: string, options?: AstroCookieSetOptions): void;
  delete(name: string, options?: CookieDeleteOptions): void;
}

/** What only reads a request's cookies needs. */
export type CookieReader = Pick<CookieJar, 'get' | 'has'>;

const NO_OPTIONS: AstroCookieSetOptions = {};
/** A value `serialize` writes as it is (the tokens of the page cookies are hex). */
const PLAIN_VALUE = /^[0-9A-Za-z_-]*$/;
const MARK = 'v';
/** What `AstroCookies.delete` writes: the value `deleted`, expired at the epoch. */
const DELETED_VALUE = 'deleted';
const DELETED_EXPIRATION = new Date(0);

/** `Set-Cookie` lines around the value, made once per name, options object and security. */
const templates = new WeakMap<AstroCookieSetOptions, Map<string, readonly [string, string]>>();

function setCookieLine(name: string, value: string, options: AstroCookieSetOptions, secure: boolean): string {
  const serializeOptions = { ...options, ...(secure ? { secure: true } : {}) };
  // An `expires` date would be read as it is at each call.
  if (!PLAIN_VALUE.test(value) || options.expires !== undefined) return serialize(name, value, serializeOptions);
  let forOptions = templates.get(options);
  if (forOptions === undefined) templates.set(options, (forOptions = new Map()));
  const key = `${secure ? 's' : ''}:${name}`;
  let template = forOptions.get(key);
  if (template === undefined) {
    const line = serialize(name, MARK, serializeOptions);
    const at = line.indexOf(`=${MARK}`) + 1;
    template = [line.slice(0, at), line.slice(at + MARK.length)];
    forOptions.set(key, template);
  }
  return template[0] + value + template[1];
}

/**
 * A request's cookies read and set the way `AstroCookies` does (the same `cookie` library, the
 * same options, the same `Set-Cookie` lines), for the one door of site pages
 * (site/http/serve-page.ts), which Astro never sees.
 */
export class RequestCookies implements CookieJar {
  readonly #incoming: Record<string, string | undefined>;
  /** Set cookies by name; `value` undefined for a deleted one. */
  readonly #outgoing = new Map<string, { value: string | undefined; line: string }>();

  readonly #secure: boolean;

  constructor(header: string | undefined, options: { secure?: boolean } = {}) {
    this.#secure = options.secure === true;
    this.#incoming = header ? parse(header, { decode: (value) => value }) : {};
  }

  get(name: string): { value: string } | undefined {
    const set = this.#outgoing.get(name);
    if (set) return set.value === undefined ? undefined : { value: set.value };
    const raw = this.#incoming[name];
    if (!raw) return undefined;
    try {
      return { value: decodeURIComponent(raw) };
    } catch {
      return { value: raw };
    }
  }

  has(name: string): boolean {
    const set = this.#outgoing.get(name);
    if (set) return set.value !== undefined;
    return this.#incoming[name] !== undefined;
  }

  set(name: string, value: string, options: AstroCookieSetOptions = NO_OPTIONS): void {
    this.#outgoing.set(name, { value, line: setCookieLine(name, value, options, this.#secure) });
  }

  delete(name: string, options: CookieDeleteOptions = {}): void {
    const line = serialize(name, DELETED_VALUE, { expires: DELETED_EXPIRATION, ...options, ...(this.#secure ? { secure: true } : {}) });
    this.#outgoing.set(name, { value: undefined, line });
  }

  /** The `Set-Cookie` lines of the cookies set, in the order they were first set. */
  setCookieLines(): string[] {
    return [...this.#outgoing.values()].map((cookie) => cookie.line);
  }
}
