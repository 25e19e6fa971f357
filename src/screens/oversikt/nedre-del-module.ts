/**
 * The overview's lower half in a module of its own, loaded while the agreements are fetched: the
 * eika customer communication, 'Finner du ikke forsikringene dine?', the recommendations and the
 * LO extras sit below the fold, so their code, the recommendation picture and the sheets only they
 * use (its own, accordion, info box, the wide and compact cards) stay off the first screen's critical path.
 * The overview shows none of them before this module is in (see OversiktScreen's page order).
 */
import { accordionStyles } from '../../components/accordion/styles.ts';
import { infoBoxStyles } from '../../components/info-box/styles.ts';
import { lenkeStyles } from '../../components/lenke/styles.ts';
import { navigationCardVariantStyles } from '../../components/navigation-card/variant-styles.ts';
import { pageSectionStyles } from '../../components/page-section/styles.ts';
import nedreDelCss from './nedre-del.css';

export { Anbefalinger } from './Anbefalinger.tsx';
export { FinnerIkkeForsikring } from './FinnerIkkeForsikring.tsx';
export { Kundekommunikasjon } from './Kundekommunikasjon.tsx';
export { LoFordeler } from './LoFordeler.tsx';
export const styles = [
  nedreDelCss,
  ...accordionStyles,
  ...infoBoxStyles,
  ...navigationCardVariantStyles,
  ...lenkeStyles,
  ...pageSectionStyles,
];
