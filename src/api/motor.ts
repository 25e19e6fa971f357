import { getConfig } from '../config/index.ts';
import { request } from './client.ts';
import { MotorOppgaver } from './schemas.ts';

/**
 * The login address a motor-task 401/403 sends the browser to (spec §6): `unauthorizedUrl` with a
 * `goto` parameter holding the page the customer was on, so the login brings them back.
 */
export function motorLoginUrl(location: Pick<Location, 'pathname' | 'search' | 'origin'> = globalThis.location): string {
  const url = new URL(getConfig().unauthorizedUrl, location.origin);
  url.searchParams.set('goto', location.pathname + location.search);
  return url.origin === location.origin ? url.pathname + url.search : url.href;
}

/** `GET motor/oppgaver/motoroppgaver`: open motor tasks. Unauthorized or Forbidden goes to the login with `goto`. */
export const hentMotoroppgaver = () =>
  request('GET', 'motor/oppgaver/motoroppgaver', { schema: MotorOppgaver, redirectOnUnauthorized: motorLoginUrl() });
