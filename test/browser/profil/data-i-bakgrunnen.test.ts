/// <reference types="mocha" />
// Issue 35: the profile's data renders in the background. The reads answer within a frame of each
// other and the server cache tells React once per frame; a store's change renders synchronously,
// so the rows, addresses, consents and the feedback widget coming in were one render and commit of
// about 110 ms at 4x CPU right after the first content, and a tap on 'Endre e-post' waited for it.
// Until the whole profile has shown once, `ProfilScreen` renders what comes through a deferred value
// instead: a background render, in slices between which the browser answers a tap. Checked without
// timing (helpers/renders.ts, `frames`): no part of the card or the consents is mounted by a commit
// in the animation frame in which the cache told of the answers (where a store's change renders; a
// component that reads the store itself still renders there, to find that its output waits).
// 'Forsikringsdokumenter i posten' answers 1.5 s after the rest, as a read may under load (a
// fresh-clone run saw rows mount in a frame): the profile is whole only once every read answered.
import { expect } from 'chai';
import { overrideApi, resetBackend } from '../helpers/backend.ts';
import { API, loadBundle, mount } from '../helpers/portal.ts';
import { inside, tellRenders, where, type Renders } from '../helpers/renders.ts';
import { waitFor } from '../helpers/wait.ts';
import { finn, profil, ventPaVerdi } from './profil-helpers.ts';

let renders: Renders;

describe("kfp-profil: the profile's data renders in the background (issue 35)", () => {
  before(async () => {
    await resetBackend('skadekunde');
    await overrideApi('GET', `${API}/dokumenter/postforsendelse`, { status: 200, body: { hasReservasjon: false }, delayMs: 1500 });
    renders = tellRenders({ frames: true });
    await loadBundle({ showSamtykkerMinProfil: true });
  });

  it('no row of the card and no consent is mounted in the frame in which its data was told', async () => {
    const host = await profil(mount('<kfp-profil></kfp-profil>'));
    await ventPaVerdi(host, 'Mobilnummer', '91 23 45 67');
    await ventPaVerdi(host, 'Forsikringsdokumenter i posten', 'Nei');
    await finn(host, 'region', { name: 'Samtykker' });
    await finn(host, 'radiogroup', { name: 'Fikk du gjort det du skulle?' });
    const root = host.shadowRoot!;
    const kort = await waitFor(() => root.querySelector('.kfp-profil__kort'));
    const samtykker = await waitFor(() => root.querySelector('.kfp-samtykker'));
    const iDelene = renders
      .takeWithFrame()
      .filter(({ element }) => element !== null && (inside(element, kort) || inside(element, samtykker)));
    expect(iDelene.length, 'renders in the card and the consents (else the check below proves nothing)').to.be.greaterThan(10);
    expect(
      iDelene.filter(({ inFrame, mounted }) => inFrame && mounted).map(({ element }) => where(element)),
      'mounted in an animation frame',
    ).to.deep.equal([]);
  });
});
