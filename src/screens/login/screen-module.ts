/** The login screen as a lazily loaded module (see `lazyScreen`). */
import loginCss from './login.css';

export { LoginScreen as Screen } from './LoginScreen.tsx';
export const styles = [loginCss];
