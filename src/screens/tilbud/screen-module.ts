/** The offers page as a lazily loaded module (see `lazyScreen`). */
import tilbudCss from './tilbud.css';

export { TilbudScreen as Screen } from './TilbudScreen.tsx';
export const styles = [tilbudCss];
