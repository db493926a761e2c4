import type { PopupRule } from '../../domain/popup-overlay/memory.js';
import { POPUP_TRIGGERS, type PopupTrigger } from '../../domain/popup-overlay/settings.js';

export interface PopupPageRule extends PopupRule {
  trigger: PopupTrigger;
  delaySeconds: number;
  scrollPercent: number;
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
    trigger: POPUP_TRIGGERS.find((t) => t === d['trigger']) ?? 'delay',
    delaySeconds: whole(d['delaySeconds'], 0),
    scrollPercent: Math.min(100, Math.max(1, whole(d['scrollPercent'], 50))),
    showAgainDays: whole(d['showAgainDays'], 0),
    formId: d['formId'] ?? '',
    fieldId: d['fieldId'] ?? '',
  };
}
