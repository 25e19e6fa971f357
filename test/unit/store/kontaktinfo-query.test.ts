import { afterEach, describe, expect, it, vi } from 'vitest';
import { KfpHttpError } from '../../../src/api/errors.ts';

const api = vi.hoisted(() => ({ sessionStatus: vi.fn(), kontaktinfo: vi.fn() }));
vi.mock('../../../src/api/auth.ts', () => ({ hentSessionStatus: api.sessionStatus, hentClientContext: vi.fn() }));
vi.mock('../../../src/api/kontaktinfo.ts', () => ({ hentKontaktinfo: api.kontaktinfo }));

const { queryClient } = await import('../../../src/store/query-client.ts');
const { sessionStatusQuery } = await import('../../../src/store/queries/session.ts');
const { kontaktinfoQuery } = await import('../../../src/store/queries/kontaktinfo.ts');

const nede = () => new KfpHttpError('GET', '/api/x', 503, 'Service Unavailable', '');

afterEach(() => {
  queryClient.clear();
  vi.clearAllMocks();
});

describe('the footer contact info waits for the session status (it sets the XSRF cookie)', () => {
  it('joins the session check in flight instead of starting another', async () => {
    let svar: (value: unknown) => void = () => undefined;
    api.sessionStatus.mockReturnValue(new Promise((resolve) => (svar = resolve)));
    api.kontaktinfo.mockResolvedValue({ navn: 'Eika', telefon: '22334455', epost: 'a@b.no', apningstider: [] });
    const session = queryClient.fetch({ ...sessionStatusQuery, retry: () => false });
    const kontakt = queryClient.fetch({ ...kontaktinfoQuery, retry: () => false });
    await Promise.resolve();
    expect(api.kontaktinfo).not.toHaveBeenCalled();
    svar({ kfpSessionId: 'abc' });
    await Promise.all([session, kontakt]);
    expect(api.sessionStatus).toHaveBeenCalledTimes(1);
    expect(api.kontaktinfo).toHaveBeenCalledTimes(1);
  });

  it('never asks a failed session status again, however often it is retried itself', async () => {
    api.sessionStatus.mockRejectedValue(nede());
    api.kontaktinfo.mockRejectedValue(nede());
    await queryClient.fetch({ ...sessionStatusQuery, retry: () => false }).catch(() => undefined);
    await queryClient.fetch({ ...kontaktinfoQuery, retry: (failures) => failures < 1, retryDelay: () => 0 }).catch(() => undefined);
    expect(api.kontaktinfo).toHaveBeenCalledTimes(2);
    expect(api.sessionStatus, 'one session check, not one per contact-info attempt').toHaveBeenCalledTimes(1);
  });

  it('asks for the session status itself when nobody has', async () => {
    api.sessionStatus.mockResolvedValue({});
    api.kontaktinfo.mockResolvedValue({ navn: 'Eika', telefon: '22334455', epost: 'a@b.no', apningstider: [] });
    await queryClient.fetch({ ...kontaktinfoQuery, retry: () => false });
    expect(api.sessionStatus).toHaveBeenCalledTimes(1);
  });
});
