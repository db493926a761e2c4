import { describe, expect, it } from 'vitest';
import { serviceNameEmail } from '../../../predicates/content/service-name-email.js';
import { check } from '../../helpers/fake-scope.js';

describe('serviceNameEmail?', () => {
  it('tests serviceName is "email"', () => {
    expect(check(serviceNameEmail, { serviceName: 'email' })).toBe(true);
    expect(check(serviceNameEmail, { serviceName: 'twitter' })).toBe(false);
    expect(check(serviceNameEmail, {})).toBe(false);
  });
});
