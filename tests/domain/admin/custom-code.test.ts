// The custom code approvals: what is stored reads back, anything malformed reads as not allowed,
// and an approval covers exactly the code version and pixel address it names.
import { describe, expect, it } from 'vitest';
import { adPixelAllowed, codeInjectionAllowed, customCodeApprovalsOf, NO_APPROVALS, saveCustomCodeSchema } from '../../../domain/admin/custom-code.js';

const stored = {
  codeInjection: { codeVersion: 3, approvedBy: 'owner@shop.test', approvedAt: 1_700_000_000_000 },
  adPixel: { url: 'https://pixel.example.com/p.js', approvedBy: 'owner@shop.test', approvedAt: 1_700_000_000_000 },
};

describe('custom code approvals', () => {
  it('read back as stored, and cover only the version and address they name', () => {
    const approvals = customCodeApprovalsOf(stored);
    expect(approvals).toEqual(stored);
    expect(codeInjectionAllowed(approvals, 3)).toBe(true);
    expect(codeInjectionAllowed(approvals, 4)).toBe(false);
    expect(adPixelAllowed(approvals, 'https://pixel.example.com/p.js')).toBe(true);
    expect(adPixelAllowed(approvals, 'https://pixel.example.com/other.js')).toBe(false);
  });

  it('read as nothing allowed when missing or malformed', () => {
    for (const value of [undefined, null, 'yes', [], {}, { codeInjection: true, adPixel: 'https://x.test' }, { codeInjection: { codeVersion: '3', approvedBy: 'a', approvedAt: 1 } }]) {
      const approvals = customCodeApprovalsOf(value);
      expect(approvals).toEqual(NO_APPROVALS);
      expect(codeInjectionAllowed(approvals, 0)).toBe(false);
      expect(adPixelAllowed(approvals, '')).toBe(false);
    }
    expect(customCodeApprovalsOf({ ...stored, adPixel: { url: '' } })).toEqual({ codeInjection: stored.codeInjection, adPixel: null });
  });

  it('are saved from a body naming each switch and what was seen, nothing else', () => {
    const body = { expectedVersion: 0, codeInjection: true, adPixel: false, codeVersion: 3, adPixelUrl: '' };
    expect(saveCustomCodeSchema.parse(body)).toEqual(body);
    expect(saveCustomCodeSchema.safeParse({ ...body, codeInjection: 'true' }).success).toBe(false);
    expect(saveCustomCodeSchema.safeParse({ ...body, approvedBy: 'someone' }).success).toBe(false);
    expect(saveCustomCodeSchema.safeParse({ ...body, codeVersion: -1 }).success).toBe(false);
  });
});
