/// <reference types="mocha" />
// An element made with its attributes but never put on the page (React does that when it throws a
// render away and starts over) renders nothing: no React root, so nothing of it keeps running or
// stays behind (before, its window listeners kept it, and the page it sat in, alive for good).
import { expect } from 'chai';
import { resetBackend } from '../helpers/backend.ts';
import { loadBundle, mount } from '../helpers/portal.ts';
import { waitFor } from '../helpers/wait.ts';

describe('an element that never goes on the page', () => {
  before(async () => {
    await resetBackend('skadekunde');
    await loadBundle();
  });

  it('renders nothing, while one made after it and put on the page renders', async () => {
    const borte = document.createElement('kfp-feedback');
    borte.setAttribute('widget-id', 'borte');
    borte.setAttribute('question', 'Ble du fornøyd?');
    const satt = document.createElement('kfp-feedback');
    satt.setAttribute('widget-id', 'satt-inn');
    satt.setAttribute('question', 'Ble du fornøyd?');
    mount('').append(satt);
    // React renders roots in the order they were asked for: had the first one been mounted when its
    // attributes were set, it would have rendered by now too.
    await waitFor(() => satt.shadowRoot?.querySelector('.kfp-root'));
    expect(borte.shadowRoot?.childElementCount).to.equal(0);
  });
});
