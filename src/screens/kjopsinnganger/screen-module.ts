/** The purchase entries as a lazily loaded module (see `lazyScreen`), with the accordion's sheet. */
import { accordionStyles } from '../../components/accordion/styles.ts';
import kjopCss from './kjopsinnganger.css';

export { KjopsinngangerScreen as Screen } from './KjopsinngangerScreen.tsx';
export const styles = [...accordionStyles, kjopCss];
