/**
 * The navigation as a lazily loaded module (see `lazyScreen`): its code, the menu and their sheets
 * load when the element connects, beside the first screen's reads (listed in
 * `kfp.budget.firstScreenLazy`: the links show with the first agreement); until then
 * `NavigasjonPlass` keeps the bar's place.
 */
import { lenkeStyles } from '../../components/lenke/styles.ts';
import { menuStyles } from '../../components/menu/styles.ts';
import navigasjonCss from './navigasjon.css';

export { NavigasjonScreen as Screen } from './NavigasjonScreen.tsx';
export const styles = [...menuStyles, ...lenkeStyles, navigasjonCss];
