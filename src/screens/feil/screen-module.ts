/**
 * The error page as a lazily loaded module (see `lazyScreen`): most visits never show it, so its
 * code, illustration and styles stay off the first screen's critical path. Should its chunk fail to
 * load, the element's error boundary still says 'Noe har gått galt' with 'Prøv igjen'.
 */
import feilsideCss from './feilside.css';

export { FeilsideScreen as Screen } from './FeilsideScreen.tsx';
export const styles = [feilsideCss];
