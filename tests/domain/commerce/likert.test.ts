import { describe, expect, it } from 'vitest';
import { LIKERT_LABELS, likertAnswers } from '../../../domain/commerce/likert.js';

describe('likertAnswers', () => {
  it('labels each score from −2 to 2', () => {
    const values = { a: '-2', b: -1, c: '0', d: 1, e: '2' };
    expect(likertAnswers(values).map((row) => row.answer)).toEqual([
      'Strongly Disagree',
      'Disagree',
      'Neutral',
      'Agree',
      'Strongly Agree',
    ]);
  });

  it('keeps the question order and reads other scores as neutral', () => {
    expect(likertAnswers({ q: '7', r: 'x' })).toEqual([
      { question: 'q', answer: 'Neutral' },
      { question: 'r', answer: 'Neutral' },
    ]);
  });

  it('uses the labels given', () => {
    expect(likertAnswers({ q: 1 }, { ...LIKERT_LABELS, '1': "D'accord" })).toEqual([{ question: 'q', answer: "D'accord" }]);
  });

  it('has no rows without answers', () => {
    expect(likertAnswers(undefined)).toEqual([]);
    expect(likertAnswers(['1'])).toEqual([]);
  });
});
