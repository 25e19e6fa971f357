// Runs in every bench page before its own scripts (Playwright's addInitScript). Watches, once per
// animation frame, for the moment the first content is visible and for the last frame in which any
// part of the page still showed a loader, a skeleton or aria-busy. Writes into window.__bench.
// `target` is 'floor' (the floor's heading) or a list of agreement names (the overview's first card).
/** @param {'floor' | string[]} target */
export function benchProbe(target) {
  const state = { firstContent: 0, lastBusy: 0 };
  Object.defineProperty(window, '__bench', { value: state });
  const visible = (element) => {
    const rect = element.getBoundingClientRect();
    return rect.width > 0 && rect.height > 0;
  };
  const shadowRoots = (root, found = []) => {
    for (const element of root.querySelectorAll('*')) {
      if (element.shadowRoot) {
        found.push(element.shadowRoot);
        shadowRoots(element.shadowRoot, found);
      }
    }
    return found;
  };
  const names = Array.isArray(target) ? new Set(target.map((name) => name.replace(/\u00ad/g, '').trim())) : undefined;
  const firstContentVisible = () => {
    if (!names) {
      const heading = document.querySelector('kfp-floor')?.shadowRoot?.querySelector('h1');
      return Boolean(heading && visible(heading));
    }
    const overview = document.querySelector('kfp-router')?.shadowRoot?.querySelector('kfp-oversikt')?.shadowRoot;
    if (!overview) return false;
    for (const element of overview.querySelectorAll('*')) {
      if (names.has((element.textContent ?? '').replace(/\u00ad/g, '').trim()) && visible(element)) return true;
    }
    return false;
  };
  const busy = () =>
    shadowRoots(document).some((root) => root.querySelector('[aria-busy="true"], .kfp-skeleton, .kfp-spinner, .kfp-loader') !== null);
  const frame = (now) => {
    if (!state.firstContent && firstContentVisible()) state.firstContent = now;
    if (busy()) state.lastBusy = now;
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}
