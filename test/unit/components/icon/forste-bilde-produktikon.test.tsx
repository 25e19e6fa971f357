// @vitest-environment happy-dom
// Issue 35: every product icon in kfp.js cost the first screen 1.5 KB gzip. The overview's cards
// draw the common products' icons at once (FIRST_FRAME_ICONS, in kfp.js) and another product's
// once product-icons.tsx is in, in a box of the same size until then.
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { CODES_WITH_OWN_ICON, FIRST_FRAME_ICONS, FirstScreenProductIcon } from '../../../../src/components/icon/FirstScreenProductIcon.tsx';
import { IKON_FOR_PRODUKTKODE, productIconFor } from '../../../../src/components/icon/product-icons.tsx';
import { reactRotPerTest } from '../../helpers/react-rot.ts';

const rot = reactRotPerTest();

describe('the first screen’s product icon', () => {
  it('draws for a common product the icon ProductIcon draws, and knows every code with an icon of its own', () => {
    expect(Object.keys(FIRST_FRAME_ICONS)).toEqual(['BIL', 'HUS', 'INNBO', 'REISE']);
    expect(CODES_WITH_OWN_ICON).toEqual(Object.keys(IKON_FOR_PRODUKTKODE));
    for (const [type, ikon] of Object.entries(FIRST_FRAME_ICONS)) {
      for (const kode of [undefined, `${type}_STANDARD`, 'X']) expect(productIconFor(type, kode), `${type} ${kode}`).toBe(ikon);
    }
  });

  it('draws a common product’s icon in its first render', () => {
    act(() => rot.root.render(<FirstScreenProductIcon type="HUS" productCode="HUS_STANDARD" />));
    expect(rot.container.querySelector('svg')?.getAttribute('data-icon')).toBe('hus');
  });

  it('keeps another product’s box empty until every icon is in, then draws its own', async () => {
    act(() => rot.root.render(<FirstScreenProductIcon type="LIV" productCode="NSF_GRUPPELIV" className="x" />));
    const forst = rot.container.querySelector('svg')!;
    expect(forst.getAttribute('data-icon')).toBe('kommer');
    expect(forst.getAttribute('class')).toBe('kfp-icon x');
    expect(forst.getAttribute('viewBox')).toBe('0 0 24 24');
    await act(() => import('../../../../src/components/icon/product-icons.tsx'));
    await act(async () => {});
    expect(rot.container.querySelector('svg')?.getAttribute('data-icon')).toBe('gruppeliv');
  });

  it('draws the icon of a common product’s code where it has one of its own', () => {
    act(() => rot.root.render(<FirstScreenProductIcon type="BIL" productCode="NSF_GRUPPELIV" />));
    expect(rot.container.querySelector('svg')?.getAttribute('data-icon')).toBe('gruppeliv');
  });
});
