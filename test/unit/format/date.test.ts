import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDato } from '../../../src/format/date';

describe('formatDato', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('formats an ISO date as dd.mm.yyyy', () => {
    expect(formatDato('2026-12-01')).toBe('01.12.2026');
    expect(formatDato('1990-01-31')).toBe('31.01.1990');
  });

  it('does not shift ISO dates in time zones west or east of Greenwich', () => {
    // Node applies a changed TZ at once (vi.stubEnv sets process.env.TZ).
    // new Date('2026-12-01') is 30 November in New York.
    vi.stubEnv('TZ', 'America/New_York');
    expect(new Date('2026-12-01').getDate()).toBe(30);
    expect(formatDato('2026-12-01')).toBe('01.12.2026');
    vi.stubEnv('TZ', 'Pacific/Kiritimati');
    expect(formatDato('2026-12-31')).toBe('31.12.2026');
  });

  it('shows an instant as the calendar date in Norway when the browser is in Norway', () => {
    vi.stubEnv('TZ', 'Europe/Oslo');
    expect(formatDato('2026-11-30T23:30:00Z')).toBe('01.12.2026');
    expect(formatDato('2026-12-01T00:30:00+01:00')).toBe('01.12.2026');
    expect(formatDato(new Date('2026-11-30T23:30:00Z'))).toBe('01.12.2026');
  });

  it('accepts leap days only in leap years', () => {
    expect(formatDato('2024-02-29')).toBe('29.02.2024');
    expect(formatDato('2000-02-29')).toBe('29.02.2000');
    expect(formatDato('2026-02-29')).toBe('2026-02-29');
    expect(formatDato('1900-02-29')).toBe('1900-02-29');
  });

  it('accepts the 30th and 31st of the other months in leap years', () => {
    expect(formatDato('2024-01-31')).toBe('31.01.2024');
    expect(formatDato('2024-03-30')).toBe('30.03.2024');
    expect(formatDato('2024-12-31')).toBe('31.12.2024');
    expect(formatDato('2000-08-31')).toBe('31.08.2000');
    expect(formatDato('2024-01-31T12:00:00')).toBe('31.01.2024');
    expect(formatDato('2024-04-31')).toBe('2024-04-31');
    expect(formatDato('2024-02-30')).toBe('2024-02-30');
  });

  it('returns days that do not exist unchanged', () => {
    expect(formatDato('2026-12-00')).toBe('2026-12-00');
    expect(formatDato('2026-12-32')).toBe('2026-12-32');
    expect(formatDato('2026-02-30')).toBe('2026-02-30');
    expect(formatDato('2026-13-01')).toBe('2026-13-01');
    expect(formatDato('2026-00-10')).toBe('2026-00-10');
    expect(formatDato('2026-04-31')).toBe('2026-04-31');
    expect(formatDato('2026-02-30T10:00:00Z')).toBe('2026-02-30T10:00:00Z');
  });

  it('formats a Date with its local calendar date', () => {
    expect(formatDato(new Date(2026, 0, 5))).toBe('05.01.2026');
    expect(formatDato(new Date(2026, 11, 31, 23, 59))).toBe('31.12.2026');
  });

  it('formats an ISO date-time without offset as local time', () => {
    vi.stubEnv('TZ', 'America/New_York');
    expect(formatDato('2026-12-01T10:30:00')).toBe('01.12.2026');
    expect(formatDato('2026-12-01T00:00')).toBe('01.12.2026');
    expect(formatDato('2026-12-01T23:59:59.999')).toBe('01.12.2026');
  });

  it('returns text that is not an ISO date unchanged', () => {
    expect(formatDato('01.12.2026')).toBe('01.12.2026');
    expect(formatDato('ukjent')).toBe('ukjent');
    expect(formatDato('')).toBe('');
    expect(formatDato('Dec 1, 2026')).toBe('Dec 1, 2026');
    expect(formatDato('2026-1-1')).toBe('2026-1-1');
    expect(formatDato('12026-12-01')).toBe('12026-12-01');
    // An expanded year (ISO 8601 "+00YYYY"), which some engines read and some do not.
    expect(formatDato('+002026-12-01T10:30:00Z')).toBe('+002026-12-01T10:30:00Z');
    // More than the three decimals of seconds that every engine reads: not the promised form.
    expect(formatDato('2026-12-01T10:30:00.1234Z')).toBe('2026-12-01T10:30:00.1234Z');
  });

  it('tolerates surrounding whitespace in ISO dates', () => {
    expect(formatDato(' 2026-12-01\n')).toBe('01.12.2026');
  });

  it('gives an empty string for an invalid Date', () => {
    expect(formatDato(new Date(Number.NaN))).toBe('');
  });

  it('pads years below 1000 to four digits', () => {
    expect(formatDato('0999-05-17')).toBe('17.05.0999');
  });
});
