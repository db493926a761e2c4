import type { FormatterDef, JsonValue, RenderScope } from '../../engine/plugin.js';
import { getOwn, scalarText } from '../../engine/values.js';
import { LIKERT_LABELS, likertAnswers } from '../../domain/commerce/likert.js';
import { escapeAttribute } from '../util/html-escape.js';
import { renderFragment } from '../util/fragment.js';
import { localized } from './localized.js';

/** Answer types with a fragment of their own (templates/summary-form-field-<type>.jsont). */
const TYPES: ReadonlySet<string> = new Set(['address', 'checkbox', 'date', 'likert', 'name', 'phone', 'time']);

/** Localized likert keys, by score. */
const LIKERT_KEYS: Readonly<Record<string, string>> = {
  '-2': 'productAnswerMapStronglyDisagree',
  '-1': 'productAnswerMapDisagree',
  '0': 'productAnswerMapNeutral',
  '1': 'productAnswerMapAgree',
  '2': 'productAnswerMapStronglyAgree',
};

function likertLabels(scope: RenderScope): Record<string, string> {
  const labels: Record<string, string> = {};
  for (const [score, key] of Object.entries(LIKERT_KEYS)) labels[score] = localized(scope, key, LIKERT_LABELS[score] ?? '');
  return labels;
}

function answer(field: JsonValue, scope: RenderScope): string {
  const type = scalarText(getOwn(field, 'type'));
  if (!TYPES.has(type)) return escapeAttribute(scalarText(getOwn(field, 'value')));
  const data = type === 'likert' ? likertAnswers(getOwn(field, 'values'), likertLabels(scope)) : field;
  return renderFragment(`summary-form-field-${type}`, data, scope);
}

/** `{field|summary-form-field}`: a form answer in an order summary, "N/A" when blank. */
export const summaryFormField: FormatterDef = {
  name: 'summary-form-field',
  apply(field, _args, scope) {
    const noAnswer = scalarText(scope.resolve(['localizedStrings', 'productSummaryFormNoAnswerText'])).trim() || 'N/A';
    const data = { title: scalarText(getOwn(field, 'rawTitle')), answer: answer(field, scope) || noAnswer };
    return renderFragment('summary-form-field', data, scope);
  },
};
