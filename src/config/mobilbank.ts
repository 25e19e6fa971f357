/**
 * True inside the mobile-bank app's web view: a cookie named `isMobilbankApp`, or the user-agent
 * token `Mobilbank/` (spec §1). Reads this page's cookie and user agent unless given others; without
 * a document or a navigator (undefined), it is not.
 */
export function isMobilbankApp(
  cookie: string | undefined = globalThis.document?.cookie,
  userAgent: string | undefined = globalThis.navigator?.userAgent,
): boolean {
  const hasCookie = cookie?.split(';').some((part) => part.trim().split('=')[0] === 'isMobilbankApp') ?? false;
  return hasCookie || (userAgent?.includes('Mobilbank/') ?? false);
}
