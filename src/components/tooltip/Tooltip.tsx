import { useEffect, useId, useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { HelpIcon } from '../icon/ui-icons.tsx';

export interface TooltipProps {
  /** The help text. Short: a sentence or two. */
  content: ReactNode;
  /** The trigger button's accessible name. @default 'Mer informasjon' */
  label?: string;
  /** What the trigger shows. @default a question-mark icon */
  children?: ReactNode;
  /** @default 'top' */
  placement?: 'top' | 'bottom';
  /** Hover delay before opening, in ms (spec §9). @default 250 */
  delay?: number;
}

/**
 * A help text on a small button (WAI-ARIA tooltip, toggletip flavour): it opens on hover after
 * 250 ms or on click (Enter or Space from the keyboard), and Escape, a second click or a click
 * elsewhere closes it. While open, the button is described by the text (aria-describedby), and the
 * text sits in a polite live region so a keyboard user hears it on opening. It opens in 250 ms and
 * closes in 150 ms, without motion under reduced motion. The bubble is centred on the button but
 * shifted to stay inside the viewport (8 px from its edges), and takes no room while closed, so a
 * button near the edge of a 320 px screen never makes the page scroll sideways.
 *
 * @example <Tooltip content="Prisen gjelder for hele året.">…</Tooltip>
 */
export function Tooltip({ content, label = 'Mer informasjon', children, placement = 'top', delay = 250 }: TooltipProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLSpanElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** A click keeps it open after the pointer leaves; a hover alone does not. */
  const pinned = useRef(false);
  const bubble = useRef<HTMLSpanElement>(null);
  const [shift, setShift] = useState(0);

  // Measured before paint: how far the bubble, centred on the button, must move to stay 8 px inside
  // the viewport. From the wrapper's box and the bubble's width (neither moves with the shift).
  useLayoutEffect(() => {
    if (!open || !bubble.current || !wrapper.current) return;
    const boks = wrapper.current.getBoundingClientRect();
    const bredde = bubble.current.offsetWidth;
    const venstre = boks.left + boks.width / 2 - bredde / 2;
    const vindu = document.documentElement.clientWidth;
    const margin = 8;
    let wanted = 0;
    if (venstre < margin) wanted = margin - venstre;
    else if (venstre + bredde > vindu - margin) wanted = vindu - margin - (venstre + bredde);
    setShift(Math.round(wanted));
  }, [open]);

  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        pinned.current = false;
        setOpen(false);
      }
    };
    const onPointerDown = (event: PointerEvent) => {
      if (wrapper.current && !event.composedPath().includes(wrapper.current)) {
        pinned.current = false;
        setOpen(false);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <span
      ref={wrapper}
      className="kfp-tooltip"
      data-placement={placement}
      onMouseEnter={() => {
        clearTimeout(timer.current);
        timer.current = setTimeout(() => setOpen(true), delay);
      }}
      onMouseLeave={() => {
        clearTimeout(timer.current);
        if (!pinned.current) setOpen(false);
      }}
    >
      <button
        ref={trigger}
        type="button"
        className="kfp-tooltip__trigger"
        aria-label={label}
        aria-expanded={open}
        {...(open ? { 'aria-describedby': id } : {})}
        onClick={() => {
          clearTimeout(timer.current);
          if (open && pinned.current) {
            pinned.current = false;
            setOpen(false);
          } else {
            pinned.current = true;
            setOpen(true);
          }
        }}
      >
        {children ?? <HelpIcon className="kfp-tooltip__icon" />}
      </button>
      <span className="kfp-tooltip__live" aria-live="polite">
        <span
          ref={bubble}
          role="tooltip"
          id={id}
          className="kfp-tooltip__bubble"
          data-open={open}
          style={{ '--_kfp-tooltip-shift': `${shift}px` } as CSSProperties}
        >
          {content}
        </span>
      </span>
    </span>
  );
}
