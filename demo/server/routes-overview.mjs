// /api routes of the session, the overview, offers, tasks, recommendations, jump and footer.

import { randomUUID } from 'node:crypto';
import { notFound, noContent, ok } from './api-context.mjs';
import { KONTAKTINFO } from './reference-data.mjs';

/** @typedef {import('./api-context.mjs').ApiRoute} ApiRoute */
/** @typedef {import('./types.mjs').Avtale} Avtale */

/**
 * @param {Avtale[]} avtaler
 * @param {boolean} systemSourceError
 */
function oversikt(avtaler, systemSourceError) {
  const monthlySum = avtaler.reduce((sum, a) => sum + a.monthlyPrice, 0);
  const yearlySum = avtaler.reduce((sum, a) => sum + a.yearlyPrice, 0);
  return systemSourceError ? { avtaler, monthlySum, yearlySum, systemSourceError: true } : { avtaler, monthlySum, yearlySum };
}

/** @type {ApiRoute[]} */
export const OVERVIEW_ROUTES = [
  {
    method: 'GET',
    path: '/auth/session-status',
    public: true,
    handle: (ctx) => {
      if (!ctx.cookies['XSRF-TOKEN']) ctx.setPublicCookie('XSRF-TOKEN', randomUUID());
      return ok(ctx.loggedIn ? { kfpSessionId: ctx.sessionId } : {});
    },
  },
  {
    method: 'GET',
    path: '/auth/client-context',
    handle: (ctx) => ok({ loginContext: ctx.cookies.isMobilbankApp ? 'MOBILBANK' : ctx.data.loginContext }),
  },
  { method: 'GET', path: '/auth/login', public: true, handle: () => ok({ loginUrl: '/demo/bankid' }) },
  { method: 'GET', path: '/auth/bankkontakt', handle: (ctx) => ok(ctx.data.bankkontakt) },
  { method: 'GET', path: '/jumpsst/', handle: () => ok({ jumpSst: randomUUID().replaceAll('-', '') }) },
  {
    method: 'GET',
    path: '/avtaleoversikt/avtaler',
    handle: ({ data }) => ok(oversikt(data.avtaler, data.avtalerSystemSourceError)),
  },
  { method: 'GET', path: '/eikaintegrasjon/avtaler', handle: ({ data }) => ok(oversikt(data.eikaAvtaler, false)) },
  {
    method: 'GET',
    path: '/eikaintegrasjon/kundekommunikasjon',
    handle: ({ data }) => ok({ meldinger: data.kundekommunikasjon }),
  },
  {
    method: 'GET',
    path: '/avtaleoversikt/tilbud',
    handle: ({ data }) => ok(data.tilbudSystemSourceError ? { tilbud: data.tilbud, systemSourceError: true } : { tilbud: data.tilbud }),
  },
  {
    method: 'DELETE',
    path: '/avtaleoversikt/tilbud/{policyNumber}',
    handle: ({ data, params }) => {
      const index = data.tilbud.findIndex((t) => t.policyNumber === params.policyNumber);
      if (index < 0) return notFound(`Fant ikke tilbud ${params.policyNumber}`);
      data.tilbud.splice(index, 1);
      return noContent();
    },
  },
  { method: 'GET', path: '/oversikt/helseerklaering', handle: ({ data }) => ok({ antall: data.helseerklaeringer }) },
  { method: 'GET', path: '/oversikt/aksepttilbud', handle: ({ data }) => ok({ antall: data.aksepttilbud }) },
  {
    method: 'GET',
    path: '/oversikt/meldinger',
    handle: ({ data }) => ok({ hasUlesteMeldinger: data.hasUlesteMeldinger }),
  },
  { method: 'GET', path: '/motor/oppgaver/motoroppgaver', handle: ({ data }) => ok(data.motoroppgaver) },
  {
    method: 'GET',
    path: '/nbo/produktanbefaling',
    handle: ({ data }) => ok({ scores: data.nbo, controlgroup: false, fallback: false }),
  },
  { method: 'GET', path: '/kontaktinfo', public: true, handle: () => ok(KONTAKTINFO) },
];
