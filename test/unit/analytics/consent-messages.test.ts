import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REEVALUATE_DELAY_MS, listenForOptinClosed } from '../../../src/analytics/consent-messages.ts';

const target = new EventTarget() as unknown as Window;
const post = (data: unknown, origin: string) => target.dispatchEvent(new MessageEvent('message', { data, origin }));

let evaluate: ReturnType<typeof vi.fn<() => void>>;
let stop: () => void;

beforeEach(() => {
  vi.useFakeTimers();
  evaluate = vi.fn<() => void>();
  stop = listenForOptinClosed('alliance.example', evaluate, target);
});

afterEach(() => {
  stop();
  vi.useRealTimers();
});

describe("'optin_closed' from the alliance re-evaluates consent 250 ms later (spec §4)", () => {
  it('re-evaluates 250 ms after the message, not before', () => {
    post('optin_closed', 'https://consent.alliance.example');
    vi.advanceTimersByTime(REEVALUATE_DELAY_MS - 1);
    expect(evaluate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(evaluate).toHaveBeenCalledTimes(1);
    expect(REEVALUATE_DELAY_MS).toBe(250);
  });

  it('several messages in a row re-evaluate once, 250 ms after the last', () => {
    post('optin_closed', 'https://alliance.example');
    vi.advanceTimersByTime(200);
    post('optin_closed', 'https://alliance.example');
    vi.advanceTimersByTime(200);
    expect(evaluate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(50);
    expect(evaluate).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['another origin', 'optin_closed', 'https://evil-alliance.example'],
    ['an origin that only starts with the domain', 'optin_closed', 'https://alliance.example.evil.test'],
    ['an opaque origin', 'optin_closed', 'null'],
    ['other data', 'optin_opened', 'https://alliance.example'],
    ['an object', { type: 'optin_closed' }, 'https://alliance.example'],
    ['no data', undefined, 'https://alliance.example'],
  ])('ignores %s', (_what, data, origin) => {
    post(data, origin);
    vi.advanceTimersByTime(1000);
    expect(evaluate).not.toHaveBeenCalled();
  });

  it('stops listening', () => {
    post('optin_closed', 'https://alliance.example');
    stop();
    vi.advanceTimersByTime(1000);
    post('optin_closed', 'https://alliance.example');
    vi.advanceTimersByTime(1000);
    expect(evaluate).not.toHaveBeenCalled();
  });
});
