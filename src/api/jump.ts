import * as v from 'valibot';
import { request } from './client.ts';

/** The hand-off's answer: a one-time token. Apart from auth.ts so the first screen does not carry it. */
export const JumpToken = v.object({ jumpSst: v.optional(v.string()) });

/** `GET jumpsst/`: a one-time token for the hand-off to the claims app. */
export const hentJumpToken = () => request('GET', 'jumpsst/', { schema: JumpToken, redirectOnUnauthorized: false });
