import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_BASE } from '../../../../src/page/paths.ts';
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

  it("goes to the overview below the router's base when the page has no history", () => {
    const { back, assign } = side(1);
    gaTilbake(DEFAULT_BASE);
    expect(assign).toHaveBeenCalledWith(DEFAULT_BASE);
    gaTilbake('/kunde/forsikring/');
    expect(assign).toHaveBeenLastCalledWith('/kunde/forsikring');
    expect(back).not.toHaveBeenCalled();
  });

  it('goes back in history when there is some', () => {
    const { back, assign } = side(2);
    gaTilbake(DEFAULT_BASE);
    expect(back).toHaveBeenCalledOnce();
    expect(assign).not.toHaveBeenCalled();
  });
});
