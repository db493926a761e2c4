/**
 * API keys of the Commerce API, shared by the admin's screen and the server: the scopes a key
 * may have, the body of the create call, what the list shows (never the key itself) and the
 * tracking events the specification names for the panel and the creation modal (001 §2).
 */
import { z } from 'zod';

export const API_KEY_SCOPES = ['read-only', 'read-write'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

export const API_KEY_SCOPE_LABELS: Readonly<Record<ApiKeyScope, string>> = {
  'read-only': 'Read only',
  'read-write': 'Read and write',
};

export const MAX_API_KEY_NAME = 100;
/** Keys one site may hold at once. */
export const MAX_API_KEYS = 50;

export const createApiKeySchema = z.object({
  name: z
    .string({ required_error: 'Please enter a name for the key.', invalid_type_error: 'The name must be text.' })
    .trim()
    .min(1, 'Please enter a name for the key.')
    .max(MAX_API_KEY_NAME, `The name may be at most ${String(MAX_API_KEY_NAME)} characters.`),
  scope: z.enum(API_KEY_SCOPES, { errorMap: () => ({ message: 'Choose read only or read and write.' }) }),
});
export type CreateApiKeyInput = z.infer<typeof createApiKeySchema>;

/** A key as the list shows it: `prefix` is its first characters, not enough to use it. */
export interface ApiKeySummary {
  id: string;
  name: string;
  scope: ApiKeyScope;
  prefix: string;
  created: number;
  lastUsed: number | null;
}

/** The create call's answer: the key in full, shown this once. */
export interface CreatedApiKey {
  apiKey: ApiKeySummary;
  secret: string;
}

export function isApiKeyScope(value: unknown): value is ApiKeyScope {
  return typeof value === 'string' && (API_KEY_SCOPES as readonly string[]).includes(value);
}

/** The tracking events of the API keys panel and the creation modal, as RecordEvent names. */
export const API_KEY_EVENTS = {
  learnMore: 'api-keys-panel-learn-more',
  termsOfUse: 'api-keys-panel-terms-of-use',
  createKey: 'api-keys-panel-create-key',
  deleteKey: 'api-keys-panel-delete-key',
  confirmDelete: 'api-keys-panel-confirm-delete',
  modalCopy: 'api-key-creation-modal-copy',
  modalNext: 'api-key-creation-modal-next',
  modalCancel: 'api-key-creation-modal-cancel',
  modalComplete: 'api-key-creation-modal-complete',
} as const;
export type ApiKeyEvent = keyof typeof API_KEY_EVENTS;
