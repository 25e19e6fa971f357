import { useImperativeHandle, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode, type Ref, type RefObject } from 'react';
import { afterNextPaint } from '../../page/next-paint.ts';

/** What the dialog's owner may do to it directly. */
export interface DialogHandle {
  /**
   * Closes it now: the layer goes, the screen behind is reachable again. Call it before moving focus
   * back to the opener (a focus on an element that is still inert goes nowhere).
   */
  close: () => void;
}

export interface DialogProps {
  /** The id of the dialog's title (its accessible name). */
  labelledBy: string;
  /** The id of the text that says what the dialog asks. */
  describedBy?: string;
  /** What gets focus when the dialog opens (the safe choice, e.g. 'Avbryt'). */
  initialFocus: RefObject<HTMLElement | null>;
  /** Escape was pressed: the owner closes the dialog (or not, while it is busy). */
  onCancel: () => void;
  /** See {@link DialogHandle}. */
  ref?: Ref<DialogHandle>;
  children: ReactNode;
}

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])';

/** The elements Tab stops at inside `root`, in order. */
function tabStops(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !element.matches(':disabled') && element.tabIndex >= 0 && element.getClientRects().length > 0,
  );
}

/** Never made inert: they show nothing and hold no focus. */
const UTEN_INNHOLD = new Set(['STYLE', 'SCRIPT', 'TEMPLATE', 'LINK']);

/**
 * Makes inert what is ours around `layer`: every element beside the path from it up through our
 * shadow roots (the rest of the screen; inside <kfp-router> also its navigation, footer and
 * toaster), up to the host that sits in the host page's own document, whose elements are left
 * alone. Returns what it made inert, to be given back.
 */
function vaarRundt(layer: HTMLElement): HTMLElement[] {
  const gjort: HTMLElement[] = [];
  let node: Element = layer;
  while (!(node.getRootNode() instanceof Document)) {
    const parent = node.parentNode;
    if (!parent) break;
    for (const sibling of parent.children) {
      if (sibling !== node && sibling instanceof HTMLElement && !sibling.inert && !UTEN_INNHOLD.has(sibling.tagName)) {
        sibling.inert = true;
        gjort.push(sibling);
      }
    }
    node = parent instanceof ShadowRoot ? parent.host : (parent as Element);
  }
  return gjort;
}

/** The element that has focus in the tree (document or shadow root) that holds `node`. */
function focused(node: Node): Element | null {
  const root = node.getRootNode() as Document | ShadowRoot;
  return root.activeElement;
}

/**
 * A modal dialog, the only one of the portal: open while it is mounted (the owner renders it when
 * needed and calls `close()` through its ref before moving focus back).
 *
 * It is **not** `showModal()`. A native modal dialog makes the whole document inert, and the
 * browser restyles every element of the page for it, the bank's own elements included: opening the
 * offer removal dialog spent 94 ms of its 144 ms in `showModal()` at 4x CPU (issue 35), and on a
 * page with 5,000 more host elements `showModal()` alone took about 100 ms. What a modal dialog
 * gives, and how this one gives it:
 * - **Above everything, the page dimmed:** the layer is a `popover="manual"` in the top layer (no
 *   host page's z-index or transformed ancestor can cover or clip it), covering the viewport.
 * - **Pointer:** the layer catches every pointer event outside the dialog, and a press on it does
 *   not move focus.
 * - **Keyboard:** focus moves into the dialog when it opens; Tab and Shift+Tab wrap inside it; a
 *   focus that lands outside it anyway (the browser's own chrome, an assistive tool) is brought
 *   back; Escape calls `onCancel`.
 * - **Screen readers' virtual cursor:** `aria-modal="true"`, and once the dialog is painted,
 *   `inert` on everything of ours around it (`vaarRundt`: the rest of the screen, and inside
 *   <kfp-router> its navigation, footer and toaster). Chromium's accessibility tree keeps the rest
 *   of the page for `aria-modal` alone. `inert` restyles only our elements, never the host page's,
 *   and it waits for the paint, so the opening tap is not held up by it.
 * What is given up: the host page's own elements, and our tags placed apart on it, are not inert:
 * the layer, the focus trap and `aria-modal` keep them out of reach. Browsers without the Popover
 * API (Safari before 17, Firefox before 125) get the layer by z-index, under any host element that
 * is in the top layer itself.
 *
 * @example
 * <Dialog ref={dialog} labelledBy={tittelId} describedBy={tekstId} initialFocus={avbryt} onCancel={() => lukk(false)}>
 *   <h2 id={tittelId} className="kfp-dialog__tittel">Fjern tilbud</h2> …
 * </Dialog>
 */
export function Dialog({ labelledBy, describedBy, initialFocus, onCancel, ref, children }: DialogProps) {
  const lag = useRef<HTMLDivElement>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  /** Undoes the opening (layer, focus guard, inert); empty once closed. */
  const lukk = useRef<(() => void) | null>(null);

  useImperativeHandle(ref, () => ({ close: () => lukk.current?.() }), []);

  useLayoutEffect(() => {
    const layer = lag.current;
    const box = dialog.current;
    if (!layer || !box) return undefined;
    const popover = typeof layer.showPopover === 'function';
    layer.dataset['apen'] = '';
    if (popover) layer.showPopover();
    initialFocus.current?.focus();

    // A focus outside the dialog (not by Tab, which wraps below) comes back to it. Heard on every
    // root from the dialog's up to the document: a focus event is not dispatched where its target
    // and the element that lost focus are the same host (a move from the dialog to the footer, both
    // inside <kfp-router>, never reaches the document).
    const vakt = (event: Event) => {
      if (!event.composedPath().includes(layer)) (initialFocus.current ?? box).focus();
    };
    let root = layer.getRootNode();
    const roots = [root];
    while (root instanceof ShadowRoot) {
      root = root.host.getRootNode();
      roots.push(root);
    }
    for (const root of roots) root.addEventListener('focusin', vakt, true);

    let apen = true;
    const gjortInert: HTMLElement[] = [];
    void afterNextPaint().then(() => {
      if (apen) gjortInert.push(...vaarRundt(layer));
    });

    lukk.current = () => {
      lukk.current = null;
      apen = false;
      for (const root of roots) root.removeEventListener('focusin', vakt, true);
      for (const element of gjortInert) element.inert = false;
      delete layer.dataset['apen'];
      if (popover && layer.matches(':popover-open')) layer.hidePopover();
    };
    return () => lukk.current?.();
    // Opened once per mount: the owner mounts the dialog to open it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const box = dialog.current;
    if (!box) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onCancel();
    } else if (event.key === 'Tab') {
      const stops = tabStops(box);
      const first = stops[0];
      const last = stops.at(-1);
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      const active = focused(box);
      const index = active ? stops.indexOf(active as HTMLElement) : -1;
      if (event.shiftKey && index <= 0) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (index === -1 || index === stops.length - 1)) {
        event.preventDefault();
        first.focus();
      }
    }
  }

  return (
    <div
      ref={lag}
      className="kfp-dialog-lag"
      popover="manual"
      onKeyDown={onKeyDown}
      // A press on the dimmed page keeps focus where it is (in the dialog).
      onMouseDown={(event) => {
        if (event.target === lag.current) event.preventDefault();
      }}
    >
      <dialog
        ref={dialog}
        open
        className="kfp-dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        {...(describedBy ? { 'aria-describedby': describedBy } : {})}
        tabIndex={-1}
      >
        {children}
      </dialog>
    </div>
  );
}
