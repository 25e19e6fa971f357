import { describe, expect, it } from 'vitest';
import { retryAfterMs } from '../../../src/api/retry-after.ts';

describe('retryAfterMs (Retry-After on 503 and 429)', () => {
  it('reads seconds', () => {
    expect(retryAfterMs('120')).toBe(120_000);
    expect(retryAfterMs(' 0 ')).toBe(0);
  });

  it('reads an HTTP date, as the time left from now', () => {
    const naa = Date.parse('Wed, 21 Oct 2026 07:27:30 GMT');
    expect(retryAfterMs('Wed, 21 Oct 2026 07:28:00 GMT', naa)).toBe(30_000);
    expect(retryAfterMs('Wed, 21 Oct 2026 07:27:00 GMT', naa), 'a date in the past means now').toBe(0);
  });

  it('gives undefined for no header or an unreadable one', () => {
    expect(retryAfterMs(null)).toBeUndefined();
    expect(retryAfterMs('')).toBeUndefined();
    expect(retryAfterMs('snart')).toBeUndefined();
    expect(retryAfterMs('-5')).toBeUndefined();
    expect(retryAfterMs(undefined)).toBeUndefined();
    expect(retryAfterMs('   ')).toBeUndefined();
    expect(retryAfterMs('120 sekunder')).toBeUndefined();
  });

  it('takes only an HTTP date, not an ISO date-time', () => {
    expect(retryAfterMs('2026-10-21T07:28:00Z', Date.parse('2026-10-21T07:27:30Z'))).toBeUndefined();
  });
});
