/**
 * True inside the mobile-bank app's web view: a cookie named `isMobilbankApp`, or the user-agent
 * token `Mobilbank/` (spec §1).
 */
export function isMobilbankApp(cookie: string, userAgent: string): boolean {
  const hasCookie = cookie.split(';').some((part) => part.trim().split('=')[0] === 'isMobilbankApp');
  return hasCookie || userAgent.includes('Mobilbank/');
}
