import { hentLoginUrl } from '../../api/auth.ts';
import { defineQuery } from '../../store/define-query.ts';
import { shouldRetry } from '../../store/query-client.ts';

/** The address of the BankID login frame (`GET auth/login`). */
export const loginUrlQuery = defineQuery({
  queryKey: ['loginUrl'],
  queryFn: ({ signal }) => hentLoginUrl(signal),
});

/**
 * One retry at most (spec §7's later setting), not the default three: the visitor sees only a
 * loading text meanwhile, and after a failure the error page says what to do.
 */
export const loginUrlRetry = (failureCount: number, error: unknown): boolean => failureCount < 1 && shouldRetry(failureCount, error);
