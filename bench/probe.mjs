// Runs in every bench page before its own scripts (Playwright's addInitScript). Watches for the
// moment the first content is visible and for the first frame after which no part of the page shows
// a loader, a skeleton or aria-busy any more, and notes when the code read each response's body.
// Writes into window.__bench.
// `target` is 'floor' (the floor's heading) or a list of agreement names (the overview's first card).
//
// It looks only in a frame after the DOM changed (a MutationObserver on the document and on every
// shadow root as it is attached), and every 100 ms, never on every frame: walking a large page and forcing its layout
// 60 times a second took a good share of a 4×-slowed CPU, more on the overview than on the floor's
// one heading, and so measured the probe along with the page.
/** @param {'floor' | string[]} target */
export function benchProbe(target) {
  const state = { firstContent: 0, lastBusy: 0, notBusySince: 0, read: {} };
  Object.defineProperty(window, '__bench', { value: state });
  // When the page's code had each answer's body in hand (bench/chain.mjs: only then can an answer
  // hold up what the code asks for next).
  for (const method of ['text', 'json', 'arrayBuffer', 'blob']) {
    const original = Response.prototype[method];
    Response.prototype[method] = function (...args) {
      return original.apply(this, args).then((body) => {
        state.read[this.url] ??= performance.now();
        return body;
      });
    };
  }
  const roots = [document];
  const visible = (element) => {
    const rect = element.getBoundingClientRect();
    return rect.width > 0 && rect.height > 0;
  };
  const names = Array.isArray(target) ? new Set(target.map((name) => name.replace(/\u00ad/g, '').trim())) : undefined;
  const firstContentVisible = () => {
    if (!names) {
      const heading = document.querySelector('kfp-floor')?.shadowRoot?.querySelector('h1');
      return Boolean(heading && visible(heading));
    }
    const overview = document.querySelector('kfp-router')?.shadowRoot?.querySelector('kfp-oversikt')?.shadowRoot;
    if (!overview) return false;
    const texts = document.createTreeWalker(overview, NodeFilter.SHOW_TEXT);
    for (let text = texts.nextNode(); text; text = texts.nextNode()) {
      const parent = text.parentElement;
      if (parent && names.has((parent.textContent ?? '').replace(/\u00ad/g, '').trim()) && visible(parent)) return true;
    }
    return false;
  };
  const busy = () => roots.some((root) => root.querySelector('[aria-busy="true"], .kfp-skeleton, .kfp-spinner, .kfp-loader') !== null);

  let scheduled = false;
  const check = (now) => {
    scheduled = false;
    if (!state.firstContent && firstContentVisible()) {
      state.firstContent = now;
      // For the main thread's share (bench/hovedtrad.mjs): the moment, in the trace's clock.
      performance.mark('kfp-bench-first-content');
    }
    if (busy()) {
      state.lastBusy = now;
      state.notBusySince = 0;
    } else if (!state.notBusySince) {
      state.notBusySince = now;
    }
  };
  const changed = () => {
    if (scheduled) return;
    scheduled = true;
    requestAnimationFrame(check);
  };
  const watch = (root) =>
    new MutationObserver(changed).observe(root, { childList: true, subtree: true, attributes: true, characterData: true });
  const attachShadow = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function (init) {
    const root = attachShadow.call(this, init);
    roots.push(root);
    watch(root);
    changed();
    return root;
  };
  watch(document);
  changed();
  // A change no observer sees (a stylesheet adopted, a layout that settles): look again every 100 ms.
  setInterval(changed, 100);
}
