/**
 * The checks for editors' mistakes on the page (issue 34), off the first screen: they run in the chunk
 * loaded after the first content (src/element/after-first-content.ts). A misspelled config key
 * (src/config/unknown-keys.ts; reported as boot.ts reports the other config problems), an attribute
 * on a kfp tag that the tag does not declare, and a `kfp-` tag that is none of ours. Only when one is
 * found does the chunk that names it load (notify.ts, with its "did you mean").
 * Tags a CMS adds to the page later are checked as they come (a `MutationObserver` on the document);
 * an attribute added to a tag already on the page is not.
 */
import { unknownKeys } from '../../config/unknown-keys.ts';
import { reportError } from '../../monitoring/report.ts';
import { KFP_TAGS } from './tags.ts';
import type * as Meld from './notify.ts';

/** Attributes any element may carry (HTML's global ones, `data-*`, `aria-*`, event handlers). */
const GLOBALE =
  /^(?:id|class|style|slot|hidden|lang|dir|title|tabindex|part|exportparts|role|nonce|inert|translate|autofocus|autocapitalize|draggable|spellcheck|contenteditable|accesskey|enterkeyhint|inputmode|popover|is|(?:data|aria)-.*|on.*)$/;

/** Our tags, and custom tags the browser does not know (a misspelled one of ours among them). */
const TAGGER = [...KFP_TAGS, ':not(:defined)'].join(',');

type Funn = [host: Element | undefined, feil: (notifyEditor: typeof Meld) => Meld.EditorMistake, rapporter?: boolean];

/** Adds the mistakes of these elements to `funn`: a `kfp-` tag that is none of ours, an attribute a tag of ours does not declare. */
function taggfunn(elementer: Iterable<Element>, funn: Funn[]): void {
  for (const element of elementer) {
    const tag = element.localName;
    const klasse = customElements.get(tag) as { observedAttributes?: readonly string[] } | undefined;
    if (!klasse) {
      if (tag.startsWith('kfp-')) funn.push([element, (notifyEditor) => notifyEditor.unknownTagMistake(tag, KFP_TAGS)]);
      continue;
    }
    const kjente = klasse.observedAttributes ?? [];
    for (const navn of element.getAttributeNames()) {
      if (!GLOBALE.test(navn) && !kjente.includes(navn))
        funn.push([element, (notifyEditor) => notifyEditor.unknownAttributeMistake(tag, navn, kjente)]);
    }
  }
}

/** Names what was found (notify.ts loads only then). */
function meldFunn(funn: Funn[]): void {
  if (!funn.length) return;
  void import('./notify.ts')
    .then((notifyEditor) => {
      for (const [element, feil, rapporter] of funn)
        notifyEditor.notifyEditor(element, feil(notifyEditor), { rapporter: rapporter === true });
    })
    .catch((error: unknown) => reportError(error, { source: 'boot', message: 'Editor-mistake chunk failed to load' }));
}

/**
 * Everything, once the first content is in: misspelled config keys (shown in `host`, the element
 * that booted first, and reported as the other config problems are), unknown attributes on the
 * page's kfp tags (`<kfp-kjopsinnganger heading-levl="2">`), unknown `kfp-` tags; then the same
 * for every tag added to the page from now on.
 */
export function checkPage(host?: Element): void {
  const funn: Funn[] = unknownKeys(document.getElementById('kfp-config')?.textContent).map((nokkel) => [
    host,
    (notifyEditor) => notifyEditor.unknownKeyMistake(nokkel),
    true,
  ]);
  taggfunn(document.querySelectorAll(TAGGER), funn);
  meldFunn(funn);
  new MutationObserver((endringer) => {
    const nye: Funn[] = [];
    for (const endring of endringer) {
      for (const node of endring.addedNodes) {
        if (!(node instanceof Element)) continue;
        taggfunn(node.matches(TAGGER) ? [node, ...node.querySelectorAll(TAGGER)] : node.querySelectorAll(TAGGER), nye);
      }
    }
    meldFunn(nye);
  }).observe(document, { childList: true, subtree: true });
}
