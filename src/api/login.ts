import * as v from 'valibot';
import { request } from './client.ts';

/** The login's answer: the BankID frame's address. Apart from auth.ts so the first screen does not carry it. */
export const LoginUrl = v.object({ loginUrl: v.string() });

/** `GET auth/login`: the address of the BankID login frame. */
export const hentLoginUrl = () => request('GET', 'auth/login', { schema: LoginUrl, redirectOnUnauthorized: false });
