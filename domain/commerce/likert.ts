import type { JsonValue } from '../../engine/plugin.js';
import { getOwn, isObject, scalarText } from '../../engine/values.js';

/** Answer labels by score, −2 to 2 (spec 001 §9). */
export const LIKERT_LABELS: Readonly<Record<string, string>> = {
  '-2': 'Strongly Disagree',
  '-1': 'Disagree',
  '0': 'Neutral',
  '1': 'Agree',
  '2': 'Strongly Agree',
};

export interface LikertAnswer {
  question: string;
  answer: string;
}

/**
 * Statement → score answers as labelled rows, in the answers' order. `labels` holds the label
 * of each score ("-2" … "2"); a score outside the scale reads as the neutral label.
 */
export function likertAnswers(values: JsonValue, labels: Readonly<Record<string, string>> = LIKERT_LABELS): LikertAnswer[] {
  if (!isObject(values)) return [];
  const neutral = getOwn(labels, '0');
  return Object.keys(values).map((question) => {
    const label = getOwn(labels, scalarText(getOwn(values, question)).trim());
    return { question, answer: typeof label === 'string' && label !== '' ? label : scalarText(neutral) };
  });
}
