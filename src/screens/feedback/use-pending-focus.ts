import { useEffect, useRef } from 'react';

/**
 * Focus that a user action asks for and the next render gives (a step heading, a thank-you). Kept in
 * a ref, not in the store, so a remount never steals focus.
 */
export function usePendingFocus(): (target: () => HTMLElement | null | undefined) => void {
  const pending = useRef<(() => HTMLElement | null | undefined) | undefined>(undefined);
  useEffect(() => {
    const target = pending.current?.();
    if (target) {
      pending.current = undefined;
      target.focus();
    }
  });
  return (target) => {
    pending.current = target;
  };
}
