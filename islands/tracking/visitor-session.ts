/** The session of this page load in the browser (session-info.ts with the page's cookies and storages); warnings go to the console. */
import { clearCookie, cookie, setCookie } from './browser.js';
import { sessionState, type SessionState } from './session-info.js';
import { storageOf } from './visitor-storage.js';

const warn = (message: string): void => console.warn(message);

export function currentSession(): SessionState {
  return sessionState({
    local: storageOf('local', warn),
    session: storageOf('session', warn),
    readCookie: cookie,
    writeCookie: (name, value, maxAge) => (maxAge === undefined ? setSessionCookie(name, value) : setCookie(name, value, maxAge)),
    newId: () => crypto.randomUUID().replaceAll('-', ''),
    now: Date.now(),
    warn,
  });
}

function setSessionCookie(name: string, value: string): void {
  clearCookie(name);
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${value}; Path=/; SameSite=Lax${secure}`;
}
