import { createElement } from 'react';

interface Props {
  /** Which page `<kfp-feilside>` shows. */
  type: 'generell' | 'ikke-funnet';
}

/**
 * The public `<kfp-feilside>` element inside this screen. Its screen is another element's; only the
 * tag is used, so both stay their own roots.
 */
export function Feilside({ type }: Props) {
  return createElement('kfp-feilside', { type });
}
