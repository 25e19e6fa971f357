/// <reference types="mocha" />
// Some source systems are down: the offers that came are shown with the partial-source notice.
import { expect } from 'chai';
import { findAllByShadowRole, findByShadowText } from 'shadow-dom-testing-library';
import { expectNoAxeViolations } from '../helpers/axe.ts';
import { resetBackend } from '../helpers/backend.ts';
import { loadBundle, mount } from '../helpers/portal.ts';

describe('kfp-tilbud when some source systems are down', () => {
  before(async () => {
    await resetBackend('delvis-nede');
    await loadBundle();
  });

  it("shows 'Noen av systemene våre er nede...' with the offers that came", async () => {
    const container = mount('<kfp-tilbud></kfp-tilbud>');
    expect(await findByShadowText(container, 'Noen av systemene våre er nede...')).to.not.equal(null);
    expect((await findAllByShadowRole(container, 'article')).length).to.be.greaterThan(0);
    await expectNoAxeViolations(container);
  });
});
