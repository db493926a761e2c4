/**
 * Custom code: the third-party code an ADMIN allows on the site's pages, one switch per kind —
 * the code injection (the header and footer code) and the ad pixel (its script address). Each
 * approval names exactly what was approved (the code's version, the pixel's address) and who
 * approved it when; a later edit of the code or the address is not on the pages until an ADMIN
 * approves it again. While a kind is not approved its code is not written into the pages and
 * the Content-Security-Policy does not trust it. Stored as the site setting `custom-code`.
 * Shared by the admin's screen, the server and the page pipeline.
 */
import { z } from 'zod';
import { SETTING_KEYS } from '../content/website-settings.js';

export const CUSTOM_CODE_SETTING = SETTING_KEYS.customCode;

export const CUSTOM_CODE_KINDS = ['codeInjection', 'adPixel'] as const;
export type CustomCodeKind = (typeof CUSTOM_CODE_KINDS)[number];

export interface CodeInjectionApproval {
  /** The header/footer code's version approved (its content part's version). */
  readonly codeVersion: number;
  readonly approvedBy: string;
  readonly approvedAt: number;
}

export interface AdPixelApproval {
  /** The ad pixel script address approved. */
  readonly url: string;
  readonly approvedBy: string;
  readonly approvedAt: number;
}

export interface CustomCodeApprovals {
  readonly codeInjection: CodeInjectionApproval | null;
  readonly adPixel: AdPixelApproval | null;
}

export const NO_APPROVALS: CustomCodeApprovals = { codeInjection: null, adPixel: null };

const approvedBy = z.string().min(1).max(320);
const approvedAt = z.number().int().nonnegative();
const storedSchema = z.object({
  codeInjection: z.object({ codeVersion: z.number().int().nonnegative(), approvedBy, approvedAt }).nullable().catch(null),
  adPixel: z.object({ url: z.string().min(1).max(500), approvedBy, approvedAt }).nullable().catch(null),
});

/** The approvals as stored; anything malformed reads as not approved. */
export function customCodeApprovalsOf(stored: unknown): CustomCodeApprovals {
  const parsed = storedSchema.safeParse(stored);
  return parsed.success ? parsed.data : NO_APPROVALS;
}

/** Whether the code injection of `codeVersion` is approved. */
export function codeInjectionAllowed(approvals: CustomCodeApprovals, codeVersion: number): boolean {
  return approvals.codeInjection !== null && approvals.codeInjection.codeVersion === codeVersion;
}

/** Whether the ad pixel at `url` is approved. */
export function adPixelAllowed(approvals: CustomCodeApprovals, url: string): boolean {
  return approvals.adPixel !== null && approvals.adPixel.url === url;
}

/**
 * PUT /api/admin/custom-code: each kind on or off, naming what the ADMIN saw (the code's version,
 * the pixel's address) so that an approval never covers an edit made since; `expectedVersion` is
 * the setting's own version.
 */
export const saveCustomCodeSchema = z
  .object({
    expectedVersion: z.number({ required_error: 'is required', invalid_type_error: 'must be a number' }).int().nonnegative(),
    codeInjection: z.boolean({ required_error: 'is required', invalid_type_error: 'must be true or false' }),
    adPixel: z.boolean({ required_error: 'is required', invalid_type_error: 'must be true or false' }),
    codeVersion: z.number({ required_error: 'is required', invalid_type_error: 'must be a number' }).int().nonnegative(),
    adPixelUrl: z.string({ required_error: 'is required', invalid_type_error: 'must be text' }).max(500),
  })
  .strict();
export type SaveCustomCode = z.output<typeof saveCustomCodeSchema>;

/** One piece of third-party code as the admin lists it. */
export interface TrustedCodeEntry {
  readonly id: 'code-header' | 'code-footer' | 'ad-pixel' | 'captcha';
  readonly label: string;
  /** The code, the address or the hosts; empty when none is set. */
  readonly value: string;
  /** Who last set it and when (null when not known: seeded, configured on the server). */
  readonly setBy: string | null;
  readonly setAt: number | null;
  /** Whether pages carry it now. */
  readonly onPages: boolean;
  /** What decides that, in a sentence. */
  readonly status: string;
}

/** GET /api/admin/custom-code. */
export interface CustomCodeView {
  readonly approvals: CustomCodeApprovals;
  /** The setting's version (0 before the first save). */
  readonly version: number;
  /** The header/footer code's current version and the ad pixel's current address: what a save approves. */
  readonly codeVersion: number;
  readonly adPixelUrl: string;
  readonly entries: readonly TrustedCodeEntry[];
  /** Whether the signed-in user may change the switches (an ADMIN). */
  readonly mayChange: boolean;
}

export const CUSTOM_CODE_ONLY_ADMIN = 'Only an ADMIN may allow or stop custom code.';
export const CUSTOM_CODE_STALE_CODE = 'The header and footer code changed since you loaded it. Reload to see it before allowing it.';
export const CUSTOM_CODE_STALE_PIXEL = 'The ad pixel address changed since you loaded it. Reload to see it before allowing it.';
