/// <reference types="mocha" />
// A host page with a real-user-monitoring agent (issue 31), loaded in the head as such agents are:
// it wraps fetch, XMLHttpRequest and the History API and observes performance entries. The portal
// works on every route through the wrappers, the agent sees the portal's requests and route
// changes, and the portal never takes the wrappers away.
import { expect } from 'chai';
import { resetBackend } from '../helpers/backend.ts';
import { holderAv } from '../helpers/finn.ts';
import { API, goTo, loadBundle, mount } from '../helpers/portal.ts';
import { shadowRoots } from '../helpers/reflow.ts';
import { BASE, gjennomRutene, sideFeil } from '../helpers/vert.ts';
import { waitFor } from '../helpers/wait.ts';

/** What the agent saw. */
const sett = { fetch: [] as string[], xhr: [] as string[], historie: [] as string[], ytelse: 0 };

/** The agent: wraps what RUM agents wrap, and keeps its wrappers to check they stay. */
function startAgent() {
  const fetchFoer = window.fetch;
  const rumFetch = function (this: unknown, input: RequestInfo | URL, init?: RequestInit) {
    sett.fetch.push(input instanceof Request ? input.url : String(input));
    return fetchFoer.call(this ?? window, input, init);
  };
  window.fetch = rumFetch as typeof fetch;
  const openFoer = XMLHttpRequest.prototype.open;
  const rumOpen = function (this: XMLHttpRequest, method: string, url: string | URL, ...rest: unknown[]) {
    sett.xhr.push(`${method} ${String(url)}`);
    return (openFoer as (...args: unknown[]) => void).call(this, method, url, ...rest);
  };
  XMLHttpRequest.prototype.open = rumOpen as typeof XMLHttpRequest.prototype.open;
  const sendFoer = XMLHttpRequest.prototype.send;
  const rumSend = function (this: XMLHttpRequest, body?: Document | XMLHttpRequestBodyInit | null) {
    return sendFoer.call(this, body);
  };
  XMLHttpRequest.prototype.send = rumSend;
  const pushFoer = history.pushState;
  const rumPush = function (this: History, data: unknown, unused: string, url?: string | URL | null) {
    sett.historie.push(`push ${String(url)}`);
    return pushFoer.call(this, data, unused, url);
  };
  history.pushState = rumPush;
  const replaceFoer = history.replaceState;
  const rumReplace = function (this: History, data: unknown, unused: string, url?: string | URL | null) {
    sett.historie.push(`replace ${String(url)}`);
    return replaceFoer.call(this, data, unused, url);
  };
  history.replaceState = rumReplace;
  new PerformanceObserver((list) => (sett.ytelse += list.getEntries().length)).observe({ entryTypes: ['resource', 'mark', 'measure'] });
  return { fetch: rumFetch, open: rumOpen, send: rumSend, pushState: rumPush, replaceState: rumReplace };
}

describe('a host page with a real-user-monitoring agent (fetch, XHR and history wrapped)', function () {
  this.timeout(90_000);
  const feil = sideFeil();
  let agent: ReturnType<typeof startAgent>;

  before(async () => {
    agent = startAgent();
    await resetBackend('skadekunde');
    await loadBundle();
  });

  it('the portal works on every route through the wrappers, and the agent sees its requests', async () => {
    goTo(BASE);
    mount('<kfp-router></kfp-router>');
    await gjennomRutene(feil);
    const api = [...sett.fetch, ...sett.xhr].filter((url) => url.includes(API));
    expect(
      api.some((url) => url.includes('/avtaleoversikt/avtaler')),
      `the agent saw the agreements read: ${api.join(', ')}`,
    ).to.equal(true);
    expect(sett.ytelse, 'performance entries observed').to.be.greaterThan(0);
  });

  it("a link inside the portal changes the route through the agent's pushState", async () => {
    const lenke = await waitFor(() =>
      shadowRoots(document)
        .flatMap((root) => [...root.querySelectorAll<HTMLAnchorElement>('a[href]')])
        .find((a) => a.getAttribute('href') === `${BASE}/tilbud` && a.getClientRects().length > 0),
    );
    lenke.click();
    await waitFor(() => location.pathname === `${BASE}/tilbud`);
    await holderAv('h1', 'Tilbudene dine');
    expect(sett.historie).to.include(`push ${BASE}/tilbud`);
  });

  it("the agent's wrappers are still the page's", () => {
    expect(window.fetch).to.equal(agent.fetch);
    expect(XMLHttpRequest.prototype.open).to.equal(agent.open);
    expect(XMLHttpRequest.prototype.send).to.equal(agent.send);
    expect(history.pushState).to.equal(agent.pushState);
    expect(history.replaceState).to.equal(agent.replaceState);
    expect(feil).to.deep.equal([]);
  });
});
