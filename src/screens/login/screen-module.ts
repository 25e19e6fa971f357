/** The login screen as a lazily loaded module (see `lazyScreen`). */
import { loaderStyles } from '../../components/loader/styles.ts';
import loginCss from './login.css';

export { LoginScreen as Screen } from './LoginScreen.tsx';
export const styles = [...loaderStyles, loginCss];
