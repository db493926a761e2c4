/** A new gift card code (Web Crypto's random values) and what is stored of one: its digest. */
import { GIFT_CARD_ALPHABET, GIFT_CARD_CODE_LENGTH } from '../../../domain/commerce/gift-card.js';
import { tokenDigest } from '../../db/token-digest.js';

/** 16 symbols of a 32-symbol alphabet: 80 random bits, unbiased (each byte's low 5 bits). */
export function newGiftCardCode(): string {
  const bytes = new Uint8Array(GIFT_CARD_CODE_LENGTH);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => GIFT_CARD_ALPHABET[b & 31]).join('');
}

/** The stored form of a (normalised) code: a copy of the table redeems nothing. */
export const giftCardDigest = (code: string): string => tokenDigest(`gift-card:${code}`);
