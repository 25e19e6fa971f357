import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sendFeedback } from '../../../src/api/feedback.ts';
import { brukTestServer, stubPage } from './test-server.ts';

const server = brukTestServer();
beforeEach(() => {
  stubPage({ kfpApiHost: server.origin, unauthorizedUrl: '/logg-inn' });
});

describe('sendFeedback (spec §7 POST feedback/)', () => {
  const body = { feedbackValue: 'ja', text: 'Fin side', productCode: 'OVERSIKT', page: '/privat/forsikring/oversikt' };

  it('posts the body, kept alive past the page when it is sent on leaving', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    await sendFeedback(body, { keepalive: true });
    expect((fetchSpy.mock.calls[0]?.[0] as Request).keepalive).toBe(true);
    expect(server.requests.map(({ method, path, body: sent }) => ({ method, path, body: JSON.parse(sent) as unknown }))).toEqual([
      { method: 'POST', path: '/api/privat/forsikring/feedback/', body },
    ]);
  });

  it('is an ordinary request otherwise', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    await sendFeedback(body);
    expect((fetchSpy.mock.calls[0]?.[0] as Request).keepalive).toBe(false);
  });
});
