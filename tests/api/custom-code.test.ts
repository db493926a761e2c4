// Custom code trusted only when an ADMIN allowed it: the header/footer code and the ad pixel stay
// off the pages (and out of their Content-Security-Policy) until an ADMIN approves what is set
// now; another role is refused, a stale approval is refused, a later edit needs approving again.
import { describe, expect, it } from 'vitest';
import { useAdminSuite, type SuiteUser } from './helpers/admin-suite.js';

const OWNER: SuiteUser = { email: 'owner@shop.test', password: 'owner password 1', roles: ['ADMIN'] };
const MANAGER: SuiteUser = { email: 'site@shop.test', password: 'site password 1', roles: ['WEBSITE_MANAGER'] };
const VIEWER: SuiteUser = { email: 'viewer@shop.test', password: 'viewer password 1', roles: ['VIEWER'] };
const HEADER = '<script>window.headerCode = 1;</script><script src="https://cdn.example.com/widget.js"></script>';
const PIXEL = 'https://pixel.example.com/p.js';

const suite = useAdminSuite(OWNER, [MANAGER, VIEWER], { CONTENT_STATE_TTL_MS: '0' });

async function page(): Promise<{ html: string; policy: string }> {
  const res = await fetch(`${suite.server.baseUrl}/shop/p/linen-apron`);
  return { html: await res.text(), policy: res.headers.get('content-security-policy') ?? '' };
}

async function setCode(header: string): Promise<void> {
  const manager = await suite.as(MANAGER);
  const code = await manager.merchant('GET', '/api/admin/content/code-injection');
  const res = await manager.merchant('PUT', '/api/admin/content/code-injection', { json: { expectedVersion: code.body.version, value: { header, footer: '' } } });
  expect(res.status).toBe(200);
}

describe('custom code', () => {
  it('is listed with who set it, and stays off the pages and out of their policy until allowed', async () => {
    await setCode(HEADER);
    const manager = await suite.as(MANAGER);
    const website = await manager.merchant('GET', '/api/admin/content/website');
    const saved = await manager.merchant('PUT', '/api/admin/content/website', { json: { expectedVersion: website.body.version, value: { ...website.body.value, adPixelScriptUrl: PIXEL, adPixelId: 'PX-1' } } });
    expect(saved.status).toBe(200);

    const view = await (await suite.as(OWNER)).merchant('GET', '/api/admin/custom-code');
    expect(view.status).toBe(200);
    expect(view.body.mayChange).toBe(true);
    expect(view.body.entries).toEqual(expect.arrayContaining([
      expect.objectContaining({ id: 'code-header', value: HEADER, setBy: MANAGER.email, setAt: expect.any(Number), onPages: false }),
      expect.objectContaining({ id: 'ad-pixel', value: PIXEL, setBy: MANAGER.email, setAt: expect.any(Number), onPages: false }),
      expect.objectContaining({ id: 'captcha', onPages: false }),
    ]));
    const { html, policy } = await page();
    expect(html).not.toContain('window.headerCode');
    expect(html).not.toContain('pixel.example.com');
    expect(policy).not.toMatch(/https:\/\/(cdn|pixel)\.example\.com/);
  });

  it('may be allowed by an ADMIN only: another role gets 403 and nothing is stored', async () => {
    for (const user of [MANAGER, VIEWER]) {
      const account = await suite.as(user);
      const view = await account.merchant('GET', '/api/admin/custom-code');
      if (user === VIEWER) expect(view.status).toBe(200);
      const before = await suite.db.fingerprint();
      const res = await account.merchant('PUT', '/api/admin/custom-code', {
        json: { expectedVersion: 0, codeVersion: 2, adPixelUrl: PIXEL, codeInjection: true, adPixel: true },
      });
      expect(res.status).toBe(403);
      expect(await suite.db.fingerprint()).toEqual(before);
    }
    const manager = await (await suite.as(MANAGER)).merchant('GET', '/api/admin/custom-code');
    expect(manager.body.mayChange).toBe(false);
  });

  it('asks an ADMIN for the password again before allowing code, storing nothing until then', async () => {
    const owner = await suite.as(OWNER);
    const view = await owner.merchant('GET', '/api/admin/custom-code');
    const before = await suite.db.fingerprint();
    for (const kinds of [{ codeInjection: true, adPixel: false }, { codeInjection: false, adPixel: true }]) {
      const asked = await owner.merchant('PUT', '/api/admin/custom-code', { json: { expectedVersion: view.body.version, codeVersion: view.body.codeVersion, adPixelUrl: view.body.adPixelUrl, ...kinds } });
      expect(asked.status).toBe(403);
      expect(asked.body).toMatchObject({ code: 'reauth-required', message: 'Please enter your password again to continue.' });
    }
    expect(await suite.db.fingerprint()).toEqual(before);
    const { html, policy } = await page();
    expect(html).not.toContain('window.headerCode');
    expect(policy).not.toMatch(/https:\/\/(cdn|pixel)\.example\.com/);
  });

  it('refuses a malformed approval naming the field, and one of code changed since, storing nothing', async () => {
    const owner = await suite.as(OWNER);
    expect((await owner.reauthenticate(OWNER.password)).status).toBe(200);
    const view = await owner.merchant('GET', '/api/admin/custom-code');
    const before = await suite.db.fingerprint();
    const malformed = await owner.merchant('PUT', '/api/admin/custom-code', { json: { expectedVersion: view.body.version, codeVersion: view.body.codeVersion, adPixelUrl: PIXEL, codeInjection: 'yes', adPixel: false } });
    expect(malformed.status).toBe(400);
    expect(malformed.body.issues.map((i: { path: string }) => i.path)).toEqual(['codeInjection']);
    const stale = await owner.merchant('PUT', '/api/admin/custom-code', { json: { expectedVersion: view.body.version, codeVersion: view.body.codeVersion - 1, adPixelUrl: PIXEL, codeInjection: true, adPixel: false } });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/header and footer code changed since you loaded it/);
    const otherPixel = await owner.merchant('PUT', '/api/admin/custom-code', { json: { expectedVersion: view.body.version, codeVersion: view.body.codeVersion, adPixelUrl: 'https://elsewhere.example.com/p.js', codeInjection: false, adPixel: true } });
    expect(otherPixel.status).toBe(409);
    expect(await suite.db.fingerprint()).toEqual(before);
  });

  it('once allowed, puts the code and the pixel on the pages with their scripts trusted; a later edit needs allowing again', async () => {
    const owner = await suite.as(OWNER);
    expect((await owner.reauthenticate(OWNER.password)).status).toBe(200);
    const view = await owner.merchant('GET', '/api/admin/custom-code');
    const allowed = await owner.merchant('PUT', '/api/admin/custom-code', { json: { expectedVersion: view.body.version, codeVersion: view.body.codeVersion, adPixelUrl: view.body.adPixelUrl, codeInjection: true, adPixel: true } });
    expect(allowed.status).toBe(200);
    expect(allowed.body.approvals.codeInjection).toMatchObject({ approvedBy: OWNER.email, codeVersion: view.body.codeVersion });
    expect(allowed.body.entries.filter((e: { onPages: boolean }) => e.onPages).map((e: { id: string }) => e.id)).toEqual(['code-header', 'ad-pixel']);
    for (let visit = 0; visit < 2; visit += 1) {
      const { html, policy } = await page();
      expect(html).toContain(HEADER);
      expect(policy).toMatch(/script-src [^;]*https:\/\/cdn\.example\.com/);
      expect(policy).toMatch(/script-src [^;]*https:\/\/pixel\.example\.com/);
    }
    await setCode('<script>window.headerCode = 2;</script>');
    const { html, policy } = await page();
    expect(html).not.toContain('window.headerCode');
    expect(policy).not.toContain('cdn.example.com');
    expect(policy).toContain('pixel.example.com');
    const after = await owner.merchant('GET', '/api/admin/custom-code');
    expect(after.body.entries.find((e: { id: string }) => e.id === 'code-header')).toMatchObject({ onPages: false, status: expect.stringMatching(/changed since an ADMIN allowed it/) });
  });
});
