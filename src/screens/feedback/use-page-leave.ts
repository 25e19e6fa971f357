import { useEffect, useEffectEvent } from 'react';

/**
 * Calls `onLeave` when the page is being left or hidden: `pagehide`, and `visibilitychange` to
 * hidden (mobile browsers often fire no `unload`, and `unload` blocks the back-forward cache).
 * Sending once is the caller's job (the machine marks what went out).
 */
export function usePageLeave(onLeave: () => void): void {
  const leave = useEffectEvent(onLeave);
  useEffect(() => {
    const hidden = () => {
      if (document.visibilityState === 'hidden') leave();
    };
    window.addEventListener('pagehide', leave);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      window.removeEventListener('pagehide', leave);
      document.removeEventListener('visibilitychange', hidden);
    };
  }, []);
}
