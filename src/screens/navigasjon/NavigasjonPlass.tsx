import { useSession } from '../../store/use-session.ts';

/**
 * The navigation bar's place while its code is on its way:
 * the bar's height, empty, so nothing below it jumps when it fills. None for a visitor who is not
 * logged in, who gets no navigation.
 */
export function NavigasjonPlass() {
  if (useSession() === 'utlogget') return null;
  return <div className="kfp-nav kfp-nav--venter" aria-hidden="true" />;
}
