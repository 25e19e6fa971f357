import { useEffect, useState } from 'react';
import { loadOnce } from '../../page/lazy-load.ts';
import { CarIcon, ContentsIcon, HouseIcon, TravelIcon, ShieldIcon } from './forste-skjerm-ikoner.tsx';
import { lagIkon, type IconComponent, type IconProps } from './Icon.tsx';

/** Every product's icon (`product-icons.tsx`): a chunk of its own, loaded once per page. */
const alleIkoner = loadOnce(() => import('./product-icons.tsx'));

/**
 * The products whose icon the first frame draws (most agreements are one of these): the icon
 * `productIconFor` gives them unless their product code has one of its own
 * (test/unit/components/icon/forste-bilde-produktikon.test.tsx).
 */
export const FIRST_FRAME_ICONS: Readonly<Record<string, IconComponent>> = {
  BIL: CarIcon,
  HUS: HouseIcon,
  INNBO: ContentsIcon,
  REISE: TravelIcon,
};

/** The product codes with an icon of their own (`IKON_FOR_PRODUKTKODE` in product-icons.tsx). */
export const CODES_WITH_OWN_ICON: readonly (string | undefined)[] = ['NSF_GRUPPELIV'];

/** The box of an icon still to come: the same size, nothing drawn. */
const IkonKommer = /* @__PURE__ */ lagIkon('kommer', '');

/**
 * `ProductIcon` for the overview's first screen: every product icon in kfp.js cost it 1.5 KB gzip.
 * The common products' icons are drawn at once; another's box stays empty (the same size: nothing
 * moves) until `product-icons.tsx` is in, then its own icon (the shield if it cannot be loaded).
 *
 * @example <FirstScreenProductIcon type="HUND" /> // the dog, once its file is in
 */
export function FirstScreenProductIcon({ type, productCode, ...props }: IconProps & { type: string; productCode?: string | undefined }) {
  const [alle, settAlle] = useState(alleIkoner.module);
  const [feilet, settFeilet] = useState(false);
  const vanlig = CODES_WITH_OWN_ICON.includes(productCode) ? undefined : FIRST_FRAME_ICONS[type];
  useEffect(() => {
    if (!alle && !vanlig) alleIkoner.load().then(settAlle, () => settFeilet(true));
  }, [alle, vanlig]);
  // An icon is a plain function of its props, without hooks (as in `ProductIcon`).
  return (vanlig ?? alle?.productIconFor(type, productCode) ?? (feilet ? ShieldIcon : IkonKommer))(props);
}
