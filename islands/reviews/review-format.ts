/** How reviews read: the stars, the average and the count, the date. No zod here (product page). */

export function starsText(rating: number): string {
  const whole = Math.max(0, Math.min(5, Math.round(rating)));
  return '★'.repeat(whole) + '☆'.repeat(5 - whole);
}

export function ratingLabel(rating: number): string {
  return `Rated ${rating} out of 5`;
}

export function countText(count: number): string {
  return count === 1 ? '1 review' : `${count} reviews`;
}

export function averageText(average: number): string {
  return `${average.toFixed(1)} out of 5`;
}

export function reviewDate(millis: number, locale = 'en-US'): string {
  return new Date(millis).toLocaleDateString(locale, { year: 'numeric', month: 'long', day: 'numeric' });
}
