// Who may do what in the admin: the table the screens and the server both read.
import { describe, expect, it } from 'vitest';
import { accessTo, may, mayEnterAdmin } from '../../domain/admin/permissions.js';

describe('admin permissions', () => {
  it('ADMIN and WEBSITE_MANAGER may change everything', () => {
    for (const role of ['ADMIN', 'WEBSITE_MANAGER']) {
      for (const area of ['content', 'templates', 'store', 'settings', 'code'] as const) expect(may([role], area, 'write')).toBe(true);
    }
  });

  it('STORE_MANAGER runs the store only; EDITOR edits content and reads templates, not code', () => {
    expect(may(['STORE_MANAGER'], 'store', 'write')).toBe(true);
    expect(accessTo(['STORE_MANAGER'], 'content')).toBeUndefined();
    expect(accessTo(['STORE_MANAGER'], 'code')).toBeUndefined();
    expect(may(['EDITOR'], 'content', 'write')).toBe(true);
    expect(accessTo(['EDITOR'], 'templates')).toBe('read');
    expect(accessTo(['EDITOR'], 'code')).toBeUndefined();
    expect(may(['EDITOR'], 'store', 'read')).toBe(false);
  });

  it('only ADMIN and WEBSITE_MANAGER write code', () => {
    const writers = ['ADMIN', 'WEBSITE_MANAGER', 'STORE_MANAGER', 'EDITOR', 'VIEWER', 'REPORTING'].filter((role) => may([role], 'code', 'write'));
    expect(writers).toEqual(['ADMIN', 'WEBSITE_MANAGER']);
  });

  it('VIEWER and REPORTING read everything and change nothing', () => {
    for (const role of ['VIEWER', 'REPORTING']) {
      expect(may([role], 'store', 'read')).toBe(true);
      expect(may([role], 'store', 'write')).toBe(false);
      expect(may([role], 'settings', 'write')).toBe(false);
    }
  });

  it('roles add up, and roles without admin access (or inherited names) open nothing', () => {
    expect(may(['VIEWER', 'STORE_MANAGER'], 'store', 'write')).toBe(true);
    expect(may(['VIEWER', 'STORE_MANAGER'], 'content', 'write')).toBe(false);
    expect(mayEnterAdmin(['COMMENTER'])).toBe(false);
    expect(mayEnterAdmin(['toString', '__proto__', 'constructor'])).toBe(false);
    expect(mayEnterAdmin([])).toBe(false);
  });
});
