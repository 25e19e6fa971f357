/** The purchase entries as a lazily loaded module (see `lazyScreen`). */
import kjopCss from './kjopsinnganger.css';

export { KjopsinngangerScreen as Screen } from './KjopsinngangerScreen.tsx';
export const styles = [kjopCss];
