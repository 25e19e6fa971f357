import { useEffect, useState } from 'react';
import { Toast } from '../../components/toast/Toast.tsx';
import { afterNextPaint } from '../../page/next-paint.ts';
import { registerToaster, visibleToasts } from '../../store/toast-slice.ts';
import { useAppStore } from '../../store/use-app-store.ts';

/**
 * The page's toasts (spec §3, §4, §9), centred at the bottom of the viewport: at most 5 of the
 * page's and 1 of a widget's at once, the rest wait. Two live regions are always there, empty,
 * before any toast: errors and warnings are spoken at once (assertive), info and success when the
 * reader is idle (polite). Toasts are put into them only after the regions have been in the page
 * for a frame, so the first toast is heard too.
 */
export function ToasterScreen() {
  const toasts = useAppStore((state) => state.toasts);
  const fjernToast = useAppStore((state) => state.fjernToast);
  const [klar, setKlar] = useState(false);

  useEffect(() => registerToaster(), []);
  useEffect(() => {
    let aktiv = true;
    void afterNextPaint().then(() => aktiv && setKlar(true));
    return () => {
      aktiv = false;
    };
  }, []);

  const synlige = klar ? visibleToasts(toasts) : [];
  const render = (alvorlig: boolean) =>
    synlige
      .filter((toast) => (toast.variant === 'error' || toast.variant === 'warning') === alvorlig)
      .map((toast) => (
        <div key={toast.id} className="kfp-toaster__item">
          <Toast
            variant={toast.variant}
            content={toast.content}
            timeout={toast.timeout}
            animation={toast.animation}
            onClose={() => fjernToast(toast.id)}
          />
        </div>
      ));

  return (
    // No landmark: an empty 'Varsler' region on every screen was noise in the landmarks list (issue 33).
    <div className="kfp-toaster">
      <div className="kfp-toaster__list" role="alert" aria-live="assertive" aria-relevant="additions">
        {render(true)}
      </div>
      <div className="kfp-toaster__list" role="status" aria-live="polite" aria-relevant="additions">
        {render(false)}
      </div>
    </div>
  );
}
