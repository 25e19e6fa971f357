/** The purchase entries as a lazily loaded module (see `lazyScreen`), with the accordion's and the info box's sheets. */
import { accordionStyles } from '../../components/accordion/styles.ts';
import { infoBoxStyles } from '../../components/info-box/styles.ts';
import kjopCss from './kjopsinnganger.css';

export { KjopsinngangerScreen as Screen } from './KjopsinngangerScreen.tsx';
export const styles = [...accordionStyles, ...infoBoxStyles, kjopCss];
