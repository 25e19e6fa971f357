/// <reference types="mocha" />
// The page's address never reaches the analytics host with its query, fragment or numeric path
// segments, whatever the SDK adds by itself: its own $identify once carried the whole address as
// $current_url (issue 23 point 8). The page sits at a campaign address full of personal data.
import { expect } from 'chai';
import { findByShadowRole } from 'shadow-dom-testing-library';
import { acceptStatistics, analyticsConfig, analyticsHostRequests, analyticsReceived } from '../helpers/analytics.ts';
import { resetBackend } from '../helpers/backend.ts';
import { loadBundle, mount } from '../helpers/portal.ts';
import { waitFor } from '../helpers/wait.ts';

const ADRESSE = '/bank/kampanje/2025/forsikring/4471239?fnr=01019012345&epost=kari%40example.no#tlf-91234567';
// ('2025' is left to the segment check: the SDK's clock and random ids may hold any short run of digits.)
const SPOR = ['01019012345', 'kari', 'example.no', '91234567', '4471239', 'fnr', 'epost', 'tlf-'];

/** Every string in `value`, keys included. */
function strenger(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strenger);
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => [key, ...strenger(item)]);
  return [];
}

describe('the page address in analytics', () => {
  it('no request to the analytics host carries a query, a fragment or a numeric path segment', async function () {
    this.timeout(60_000);
    await resetBackend('skadekunde');
    const session = new URLSearchParams(location.search).get('wtr-session-id');
    const adresse = new URL(ADRESSE, location.origin);
    if (session) adresse.searchParams.set('wtr-session-id', session);
    history.replaceState(null, '', adresse.pathname + adresse.search + adresse.hash);
    acceptStatistics('allianse');
    await loadBundle({ distributor: 'eika', ...analyticsConfig() });
    const element = mount('<kfp-kjopsinnganger></kfp-kjopsinnganger>').querySelector('kfp-kjopsinnganger') as HTMLElement;
    await findByShadowRole(element, 'heading', { name: 'Hva vil du forsikre?' });
    // The SDK's own $identify, a profile update, and our events have arrived.
    const mottatt = await waitFor(
      async () => {
        const alle = await analyticsReceived();
        const hendelser = alle.filter((request) => request.endpoint === 'track').flatMap((request) => request.items as { event: string }[]);
        return (
          hendelser.some((item) => item.event === '$identify') &&
          alle.some((request) => request.endpoint === 'engage') &&
          hendelser.length > 1 &&
          alle
        );
      },
      { timeout: 20_000 },
    );
    const adresser = strenger(mottatt).filter((text) => /^https?:\/\/|^\//.test(text));
    expect(adresser.length, 'addresses sent').to.be.at.least(1);
    for (const tekst of adresser) {
      expect(tekst, 'no query or fragment').not.to.match(/[?#]/);
      expect(tekst, 'no numeric path segment').not.to.match(/\/\d+(?=[/?#]|$)/);
    }
    const alt = JSON.stringify(mottatt, (key, field: unknown) =>
      key === 'time' || key === '$insert_id' || key === '$time' ? undefined : field,
    );
    for (const spor of SPOR) expect(alt, spor).not.to.contain(spor);
    for (const url of analyticsHostRequests()) {
      const { pathname, hash } = new URL(url);
      expect(hash, url).to.equal('');
      expect(pathname, url).not.to.match(/\/\d+(?=\/|$)/);
      const utenKlokke = new URL(url);
      utenKlokke.searchParams.delete('_');
      for (const spor of SPOR) expect(utenKlokke.href, spor).not.to.contain(spor);
    }
  });
});
