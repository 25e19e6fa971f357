import { request } from './client.ts';
import { Kontaktinfo } from './schemas.ts';

/** `GET kontaktinfo` (chosen path; spec §7 "footer contact-info call"): name, phone, e-mail, opening hours. Public. */
export const hentKontaktinfo = () => request('GET', 'kontaktinfo', { schema: Kontaktinfo, redirectOnUnauthorized: false });
