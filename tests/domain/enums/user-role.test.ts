import { describe, expect, it } from 'vitest';
import { UserRole } from '../../../domain/enums/user-role.js';

describe('UserRole', () => {
  it('has the user roles, without 5', () => {
    expect(UserRole.byName.ADMIN).toBe(1);
    expect(UserRole.nameOf(5)).toBeUndefined();
    expect(UserRole.byName.WEBSITE_MANAGER).toBe(15);
    expect(UserRole.names).toHaveLength(14);
  });
});
