// A React root in a fresh container for each test of a file (happy-dom), unmounted after it.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach } from 'vitest';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/**
 * Registers the file's beforeEach/afterEach and gives the current test's root and container.
 *
 * @example const rot = reactRotPerTest(); act(() => rot.root.render(<Menu … />)); rot.container.querySelector('button')
 */
export function reactRotPerTest(): { readonly root: Root; readonly container: HTMLElement } {
  const gjeldende = {} as { root: Root; container: HTMLElement };
  beforeEach(() => {
    gjeldende.container = document.createElement('div');
    document.body.append(gjeldende.container);
    gjeldende.root = createRoot(gjeldende.container);
  });
  afterEach(() => {
    act(() => gjeldende.root.unmount());
    document.body.replaceChildren();
  });
  return gjeldende;
}
