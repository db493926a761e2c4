/** The form's JSON the engine embeds in the page (`<script type="application/json" class="form-data">`). */
import type { FormField } from '../../domain/forms/site-form.js';

export interface FormDefinition {
  id: string;
  fields: FormField[];
  captchaEnabled: boolean;
  captchaTheme?: unknown;
}

export function parseFormDefinition(json: string | null | undefined): FormDefinition | undefined {
  try {
    const raw: unknown = JSON.parse(json ?? '');
    if (raw === null || typeof raw !== 'object') return undefined;
    const form = raw as Record<string, unknown>;
    if (typeof form['id'] !== 'string' || !Array.isArray(form['fields'])) return undefined;
    const fields = (form['fields'] as unknown[]).filter(
      (f): f is FormField => f !== null && typeof f === 'object' && typeof (f as FormField).id === 'string' && typeof (f as FormField).type === 'string',
    );
    return { id: form['id'], fields, captchaEnabled: form['captchaEnabled'] === true, captchaTheme: form['captchaTheme'] };
  } catch {
    return undefined;
  }
}
