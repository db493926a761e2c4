// When reviews show and are collected (spec 000 §2), and what the shared schema accepts.
import { describe, expect, it } from 'vitest';
import { reviewFieldsSchema, reviewsCollected, reviewsShown } from '../../../domain/reviews/review-rules.js';

describe('review switches', () => {
  it('show with native or imported display on and no kill switch', () => {
    expect(reviewsShown({ nativeReviews: true, importedReviews: false }, false)).toBe(true);
    expect(reviewsShown({ nativeReviews: false, importedReviews: true }, false)).toBe(true);
    expect(reviewsShown({ nativeReviews: false, importedReviews: false }, false)).toBe(false);
    expect(reviewsShown({ nativeReviews: true, importedReviews: true }, true)).toBe(false);
  });

  it('collect only native reviews, never under the kill switch', () => {
    expect(reviewsCollected({ nativeReviews: true }, false)).toBe(true);
    expect(reviewsCollected({ nativeReviews: false }, false)).toBe(false);
    expect(reviewsCollected({ nativeReviews: true }, true)).toBe(false);
  });
});

describe('review fields', () => {
  it('trims the texts and keeps a whole rating from 1 to 5', () => {
    expect(reviewFieldsSchema.parse({ rating: 3, title: ' Good ', body: 'Fine.\nReally.', authorName: ' Bo ' })).toEqual({ rating: 3, title: 'Good', body: 'Fine.\nReally.', authorName: 'Bo' });
  });

  it('names each wrong field with its message', () => {
    const result = reviewFieldsSchema.safeParse({ rating: 2.5, title: '', body: 'x'.repeat(5001) });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['rating', 'Please choose a rating from 1 to 5 stars.'],
      ['title', 'Please enter a title.'],
      ['body', 'Your review must be at most 5000 characters.'],
      ['authorName', 'Please enter your name.'],
    ]);
  });
});
