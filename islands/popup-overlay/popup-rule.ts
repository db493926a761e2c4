import type { PopupRule } from '../../domain/popup-overlay/memory.js';

export interface PopupPageRule extends PopupRule {
  delaySeconds: number;
  formId: string;
  fieldId: string;
}

const whole = (value: string | undefined, fallback: number): number => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 0 ? n : fallback;
};

/** The settings the server wrote on the dialog (site/pipeline/popup-markup.ts). */
export function popupRuleOf(dialog: HTMLElement): PopupPageRule {
  const d = dialog.dataset;
  return {
    version: whole(d['version'], 1),
    delaySeconds: whole(d['delaySeconds'], 0),
    showAgainDays: whole(d['showAgainDays'], 0),
    formId: d['formId'] ?? '',
    fieldId: d['fieldId'] ?? '',
  };
}
