import { hentLoginUrl } from '../../api/login.ts';
import { defineQuery } from '../../store/define-query.ts';

/** The address of the BankID login frame (`GET auth/login`). */
export const loginUrlQuery = defineQuery({
  queryKey: ['loginUrl'],
  queryFn: () => hentLoginUrl(),
});
