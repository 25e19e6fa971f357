/**
 * The toaster as a lazily loaded module (see `lazyScreen`): nothing of it shows until a toast
 * does, which is always after the customer has done something, so its code and styles load beside
 * the first screen's, not before it. Its live regions are in place as soon as it has loaded.
 */
import { toastStyles } from '../../components/toast/styles.ts';
import toasterCss from './toaster.css';

export { ToasterScreen as Screen } from './ToasterScreen.tsx';
export const styles = [...toastStyles, toasterCss];
