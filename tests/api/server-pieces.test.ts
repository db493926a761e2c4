// The API's shared pieces on their own: the catch-all error answer, money values, the rate limit's keys.
import type { APIContext } from 'astro';
import { describe, expect, it, vi } from 'vitest';
import { StoreError } from '../../site/db/index.js';
import { ApiError } from '../../site/edge/api-error.js';
import { GENERIC_ERROR_MESSAGE, handle } from '../../site/edge/handle.js';
import { logger } from '../../site/edge/log.js';
import { moneyJson } from '../../domain/money/money-json.js';
import { limitKey, rateLimited } from '../../site/edge/rate-limit.js';

const context = { request: new Request('http://127.0.0.1/api/x', { method: 'POST' }), url: new URL('http://127.0.0.1/api/x') } as unknown as APIContext;

describe('handle', () => {
  it('answers an unexpected failure with a generic 500 naming the request, and logs it on the server only', async () => {
    const log = vi.spyOn(logger, 'child');
    const errors: unknown[] = [];
    log.mockImplementation(() => ({ error: (...args: unknown[]) => errors.push(args) }) as unknown as ReturnType<typeof logger.child>);
    const res = await handle(async () => {
      throw new Error('database password is hunter2');
    })({ ...context, locals: { requestId: 'req-42' } } as unknown as APIContext);
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ error: GENERIC_ERROR_MESSAGE, message: GENERIC_ERROR_MESSAGE, code: 'internal-error', requestId: 'req-42' });
    expect(text).not.toMatch(/hunter2|at .*:\d+/);
    expect(log).toHaveBeenCalledWith({ reqId: 'req-42' });
    expect(errors).toHaveLength(1);
    log.mockRestore();
  });

  it('answers refusals with their status, code and message', async () => {
    const stock = await handle(async () => {
      throw new StoreError('out-of-stock', { sku: 'X', available: 0 });
    })(context);
    expect(stock.status).toBe(409);
    expect(await stock.json()).toMatchObject({ code: 'out-of-stock', message: 'Sorry, we do not have enough of that item available.' });
    const limited = await handle(async () => {
      throw new ApiError(429, 'rate-limited', 'Please try again in a few seconds.', [], { 'retry-after': '3' });
    })(context);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('3');
  });
});

describe('moneyJson', () => {
  it('writes minor units as a decimal string with the currency digits', () => {
    expect(moneyJson(13800, 'USD')).toEqual({ currencyCode: 'USD', value: '138.00', decimalValue: '138.00', cents: 13800 });
    expect(moneyJson(5, 'EUR').decimalValue).toBe('0.05');
    expect(moneyJson(0, 'GBP').decimalValue).toBe('0.00');
    expect(moneyJson(4200, 'JPY').decimalValue).toBe('4200');
    expect(moneyJson(-250, 'USD').decimalValue).toBe('-2.50');
  });
});

describe('rate limit keys', () => {
  it('are per scope and subject, and hold no address or email', () => {
    const key = limitKey('writes', '203.0.113.7|visitor:abc');
    expect(key).toMatch(/^writes:[\w-]{32}$/);
    expect(key).not.toContain('203.0.113.7');
    expect(limitKey('writes', '203.0.113.8|visitor:abc')).not.toBe(key);
    expect(limitKey('tracking', '203.0.113.7|visitor:abc')).not.toBe(key);
  });

  it('answer 429 with the seconds left as Retry-After', () => {
    expect(rateLimited(2500)).toMatchObject({ status: 429, code: 'rate-limited', message: 'Please try again in a few seconds.', headers: { 'retry-after': '3' } });
    expect(rateLimited(0).headers).toEqual({ 'retry-after': '1' });
  });
});
