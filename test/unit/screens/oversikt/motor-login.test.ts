import { describe, expect, it } from 'vitest';
import { motorLoginUrl } from '../../../../src/api/motor.ts';

describe('motorLoginUrl', () => {
  it('is the unauthorized address with a goto back to the page the customer was on', () => {
    const url = motorLoginUrl({ origin: 'https://www.eika.no', pathname: '/privat/forsikring/oversikt', search: '?fromLo=1' });
    expect(url).toBe('/privat/forsikring?goto=%2Fprivat%2Fforsikring%2Foversikt%3FfromLo%3D1');
  });
});
