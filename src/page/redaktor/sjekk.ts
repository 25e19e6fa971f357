/**
 * The checks for editors' mistakes on the page (issue 34), off the first screen: they run in the chunk
 * loaded after the first content (src/element/etter-forste-innhold.ts). A misspelled config key
 * (src/config/ukjente-nokler.ts; reported as boot.ts reports the other config problems), an attribute on a kfp tag that the tag does not declare, and a `kfp-` tag that is none
 * of ours (meld.ts `meldUkjenteTagger`). Only when one is found does the chunk that names it load
 * (meld.ts, with its "did you mean").
 * Tags added to the page later are not checked.
 */
import { ukjenteNokler } from '../../config/ukjente-nokler.ts';
import { reportError } from '../../monitoring/report.ts';
import { KFP_TAGGER } from './tagger.ts';
import type * as Meld from './meld.ts';

/** Attributes any element may carry (HTML's global ones, `data-*`, `aria-*`, event handlers). */
const GLOBALE =
  /^(?:id|class|style|slot|hidden|lang|dir|title|tabindex|part|exportparts|role|nonce|inert|translate|autofocus|autocapitalize|draggable|spellcheck|contenteditable|accesskey|enterkeyhint|inputmode|popover|is|(?:data|aria)-.*|on.*)$/;

type Funn = [host: Element | undefined, feil: (meld: typeof Meld) => Meld.Redaktorfeil, rapporter?: boolean];

/**
 * Everything, once the first content is in: misspelled config keys (shown in `host`, the element
 * that booted first, and reported as the other config problems are), unknown attributes on the
 * page's kfp tags (`<kfp-kjopsinnganger heading-levl="2">`), unknown `kfp-` tags.
 */
export function sjekkSiden(host?: Element): void {
  const funn: Funn[] = ukjenteNokler(document.getElementById('kfp-config')?.textContent).map((nokkel) => [
    host,
    (meld) => meld.ukjentNokkel(nokkel),
    true,
  ]);
  for (const element of document.querySelectorAll(KFP_TAGGER.join(','))) {
    const kjente =
      (customElements.get(element.localName) as { observedAttributes?: readonly string[] } | undefined)?.observedAttributes ?? [];
    for (const navn of element.getAttributeNames()) {
      if (!GLOBALE.test(navn) && !kjente.includes(navn))
        funn.push([element, (meld) => meld.ukjentAttributt(element.localName, navn, kjente)]);
    }
  }
  if (funn.length || document.querySelector(':not(:defined)')) {
    void import('./meld.ts')
      .then((meld) => {
        for (const [element, feil, rapporter] of funn) meld.meld(element, feil(meld), { rapporter: rapporter === true });
        meld.meldUkjenteTagger();
      })
      .catch((error: unknown) => reportError(error, { source: 'boot', message: 'Editor-mistake chunk failed to load' }));
  }
}
