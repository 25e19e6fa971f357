/**
 * The page as an editor got it wrong (issue 34), for the `redaktor/feil-*` tests: a misspelled tag,
 * an attribute the tag lacks, `<kfp-login>` without its flag and an unknown feedback preset, every
 * tag placed before the bundle (as on a CMS page), and the console's warnings collected from before
 * the bundle runs until the file's tests are done.
 */
import { resetBackend } from './backend.ts';
import { loadBundle, mount } from './portal.ts';

/**
 * Registers the file's `before` and `after`: spies on `console.warn`, mounts the four tags, then
 * loads the bundle with `config` (and `options`, as for `loadBundle`).
 *
 * @example const feil = editorMistakesPage({ distributer: 'eika' }); … feil.warnings.includes('[kfp] …'); feil.page.querySelector('kfp-login')
 */
export function editorMistakesPage(
  config: Record<string, unknown>,
  options?: Parameters<typeof loadBundle>[1],
): { readonly warnings: string[]; readonly page: HTMLElement } {
  const state = { warnings: [] as string[], page: undefined as unknown as HTMLElement };
  const realWarn = console.warn;
  before(async () => {
    console.warn = (...args: unknown[]) => {
      state.warnings.push(args.map(String).join(' '));
      realWarn.apply(console, args);
    };
    await resetBackend('utlogget');
    state.page = mount(`
      <kfp-oversigt></kfp-oversigt>
      <kfp-kjopsinnganger heading-levl="2"></kfp-kjopsinnganger>
      <kfp-login></kfp-login>
      <kfp-feedback question="hvor-fornoid"></kfp-feedback>`);
    await loadBundle(config, options);
  });
  after(() => {
    console.warn = realWarn;
  });
  return state;
}
