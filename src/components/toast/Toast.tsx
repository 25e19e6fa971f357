import { useEffect, useRef, useState } from 'react';
import { CloseIcon, ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from '../icon/ui-icons.tsx';

export type ToastVariant = 'info' | 'success' | 'warning' | 'error';

export interface ToastProps {
  variant: ToastVariant;
  /** A string, or a title and content. */
  content: string | { title: string; content: string };
  /** Milliseconds before it closes by itself; null or 'off' means never (spec §9). @default 5000 */
  timeout?: number | null | 'off';
  /** Animate in and out (never under reduced motion). @default true */
  animation?: boolean;
  /** Called when it is gone: after its exit animation, or at once without one. */
  onClose: () => void;
}

/** How long the exit animation runs (the --kfp-motion-150 token). */
export const TOAST_EXIT_MS = 150;

const ikonFor = { info: InfoIcon, success: SuccessIcon, warning: WarningIcon, error: ErrorIcon } as const;
const variantNavn: Record<ToastVariant, string> = { info: 'Info', success: 'Suksess', warning: 'Advarsel', error: 'Feil' };

function prefersReducedMotion(): boolean {
  return globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/**
 * One toast: its text, the close button 'Lukk varsel', an auto-close timer that pauses while the
 * pointer is over it or focus is in it, and an exit animation (skipped under reduced motion). It
 * does not announce itself: the toaster's live regions do (`src/screens/toaster`).
 */
export function Toast({ variant, content, timeout = 5000, animation = true, onClose }: ToastProps) {
  const [leaving, setLeaving] = useState(false);
  const [paused, setPaused] = useState({ hover: false, focus: false });
  const remaining = useRef(timeout === 'off' ? null : timeout);
  const closed = useRef(false);

  const close = () => {
    if (closed.current) return;
    closed.current = true;
    if (!animation || prefersReducedMotion()) {
      onClose();
      return;
    }
    setLeaving(true);
    setTimeout(onClose, TOAST_EXIT_MS);
  };
  const closeRef = useRef(close);
  useEffect(() => {
    closeRef.current = close;
  });

  const isPaused = paused.hover || paused.focus;
  useEffect(() => {
    if (remaining.current === null || isPaused || leaving) return undefined;
    const started = Date.now();
    const timer = setTimeout(() => closeRef.current(), remaining.current);
    return () => {
      clearTimeout(timer);
      if (remaining.current !== null) remaining.current = Math.max(0, remaining.current - (Date.now() - started));
    };
  }, [isPaused, leaving]);

  const Ikon = ikonFor[variant];
  const title = typeof content === 'string' ? undefined : content.title;
  const text = typeof content === 'string' ? content : content.content;
  return (
    <div
      className="kfp-toast"
      data-variant={variant}
      data-leaving={leaving}
      data-animation={animation}
      onMouseEnter={() => setPaused((p) => ({ ...p, hover: true }))}
      onMouseLeave={() => setPaused((p) => ({ ...p, hover: false }))}
      onFocus={() => setPaused((p) => ({ ...p, focus: true }))}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setPaused((p) => ({ ...p, focus: false }));
      }}
    >
      <Ikon className="kfp-toast__icon" />
      <div className="kfp-toast__text">
        <span className="kfp-sr-only">{variantNavn[variant]}: </span>
        {title !== undefined && <p className="kfp-toast__title">{title}</p>}
        <p>{text}</p>
      </div>
      <button type="button" className="kfp-toast__close" aria-label="Lukk varsel" onClick={close}>
        <CloseIcon />
      </button>
    </div>
  );
}
