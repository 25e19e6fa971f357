import { expect } from 'chai';
import { findByShadowRole } from 'shadow-dom-testing-library';
import { apiRequests, resetBackend } from '../helpers/backend.ts';
import { goTo, loadBundle, mount } from '../helpers/portal.ts';
import { waitFor } from '../helpers/wait.ts';

describe('requests from the bundle', () => {
  it('carry the Accept and marker headers, and the XSRF token once the cookie exists', async () => {
    await resetBackend('skadekunde');
    await loadBundle();
    goTo('/privat/forsikring/oversikt');
    mount('<kfp-router></kfp-router><kfp-tilbud></kfp-tilbud>');
    await findByShadowRole(document.body, 'heading', { name: 'Forsikringsoversikt', level: 1 });
    const requests = await waitFor(async () => {
      const all = await apiRequests();
      return all.length >= 2 && all;
    });
    for (const request of requests) {
      expect(request.headers['x-requested-by'], request.path).to.equal('kfp');
      expect(request.headers.accept, request.path).to.equal('application/json, text/plain, */*');
      expect(request.headers['content-type'], `${request.path}: no JSON content type on GET`).to.equal(undefined);
    }
    const cookie = document.cookie
      .split('; ')
      .find((part) => part.startsWith('XSRF-TOKEN='))
      ?.split('=')[1];
    expect(cookie, 'the backend set the XSRF cookie').to.be.a('string');
    const later = requests.filter((request) => !request.path.endsWith('/auth/session-status'));
    for (const request of later) expect(request.headers['x-xsrf-token'], request.path).to.equal(decodeURIComponent(cookie!));
  });
});
