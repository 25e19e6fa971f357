import { afterEach, describe, expect, it, vi } from 'vitest';
import { gaTilbake } from '../../../../src/screens/feil/ga-tilbake.ts';

/** A page's history and location, as far as 'Gå tilbake' reads them. */
function side(lengde: number) {
  const back = vi.fn();
  const assign = vi.fn();
  vi.stubGlobal('history', { length: lengde, back });
  vi.stubGlobal('location', { assign });
  return { back, assign };
}

describe("'Gå tilbake' (spec §2)", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('goes to /privat/forsikring/oversikt when the page has no history', () => {
    const { back, assign } = side(1);
    gaTilbake();
    expect(assign).toHaveBeenCalledWith('/privat/forsikring/oversikt');
    expect(back).not.toHaveBeenCalled();
  });

  it('goes back in history when there is some', () => {
    const { back, assign } = side(2);
    gaTilbake();
    expect(back).toHaveBeenCalledOnce();
    expect(assign).not.toHaveBeenCalled();
  });
});
