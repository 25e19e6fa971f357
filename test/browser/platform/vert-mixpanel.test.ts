/// <reference types="mocha" />
// A host page with its own Mixpanel (issue 31): the page's snippet puts its stub on
// `window.mixpanel` and queues the page's own calls. The portal's analytics (its own SDK instance,
// after consent) never use, replace or add to it: the page's queue holds only the page's calls,
// and the portal's events go to its own project.
import { expect } from 'chai';
import { acceptStatistics, analyticsConfig, trackedEvents } from '../helpers/analytics.ts';
import { resetBackend } from '../helpers/backend.ts';
import { goTo, loadBundle, mount } from '../helpers/portal.ts';
import { BASE, gjennomRutene, sideFeil } from '../helpers/vert.ts';
import { waitFor } from '../helpers/wait.ts';

type Stub = unknown[] &
  Record<string, unknown> & { _i: unknown[][]; init(token: string, config?: object, name?: string): void; track(...args: unknown[]): void };

/**
 * Mixpanel's own snippet (its 2.2 stub), without the line that loads the SDK from Mixpanel's CDN:
 * `window.mixpanel` is an array whose methods queue their calls for the SDK to replay.
 */
function vertensMixpanel(): Stub {
  const stub = [] as unknown as Stub;
  const metoder =
    'disable time_event track track_pageview track_links track_forms register register_once alias unregister identify name_tag set_config reset opt_in_tracking opt_out_tracking has_opted_in_tracking people.set people.set_once people.increment'.split(
      ' ',
    );
  stub._i = [];
  stub.init = function (token: string, config?: object, name?: string) {
    const maal = (name ? (stub[name] = []) : stub) as Stub;
    maal.people = maal.people ?? [];
    for (const metode of metoder) {
      const [del, navn] = metode.includes('.') ? metode.split('.') : [undefined, metode];
      const eier = (del ? maal[del] : maal) as unknown[] & Record<string, unknown>;
      eier[navn!] = (...args: unknown[]) => eier.push([navn, ...args]);
    }
    stub._i.push([token, config, name]);
  } as Stub['init'];
  (stub as unknown as { __SV: number }).__SV = 1.2;
  (window as unknown as { mixpanel: Stub }).mixpanel = stub;
  return stub;
}

describe('a host page with its own Mixpanel snippet', function () {
  this.timeout(90_000);
  const feil = sideFeil();
  let stub: Stub;
  let egne: string;

  before(async () => {
    stub = vertensMixpanel();
    stub.init('bankens-token');
    stub.track('Bankens side vist', { side: 'forsikring' });
    egne = JSON.stringify([...stub]);
    await resetBackend('skadekunde');
    acceptStatistics();
    await loadBundle(analyticsConfig());
  });

  it("the portal's events go to its own project, and the page's Mixpanel is left as it was", async () => {
    goTo(BASE);
    mount('<kfp-router></kfp-router>');
    await gjennomRutene(feil);
    const events = await waitFor(async () => {
      const alle = await trackedEvents();
      return alle.some((event) => event.event === 'Sidevisning') && alle;
    });
    expect(
      events.every((event) => event.properties.token === 'test-token'),
      "every event in the portal's project",
    ).to.equal(true);
    expect(
      events.some((event) => event.event === 'Bankens side vist'),
      "the page's own event is not ours to send",
    ).to.equal(false);
    expect((window as unknown as { mixpanel: unknown }).mixpanel, 'window.mixpanel is the page’s stub').to.equal(stub);
    expect(JSON.stringify([...stub]), "the page's queue holds only the page's calls").to.equal(egne);
    expect(stub._i, 'one init: the page’s').to.deep.equal([['bankens-token', undefined, undefined]]);
    expect(feil).to.deep.equal([]);
  });
});
