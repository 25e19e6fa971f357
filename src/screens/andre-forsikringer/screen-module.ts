/** "Andre forsikringer" as a lazily loaded module (see `lazyScreen`). */
import { lenkeStyles } from '../../components/lenke/styles.ts';
import css from './andre-forsikringer.css';

export { AndreForsikringerScreen as Screen } from './AndreForsikringerScreen.tsx';
export const styles = [...lenkeStyles, css];
