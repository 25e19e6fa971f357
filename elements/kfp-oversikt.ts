/**
 * `<kfp-oversikt>`: the insurance overview (spec §2 "Overview"). For a logged-in customer: task
 * cards, agreements with prices and sums, the eika integration's agreements and messages (eika,
 * fana, more), recommendations and labour-union extras; for everyone: the accordion from
 * `finnerIkkeForsikringConfig`, the purchase entries (`<kfp-kjopsinnganger>`) and the feedback
 * widget (`<kfp-feedback>`, whose events bubble out of it). No attributes. Like every element, it
 * announces what it tracks as `kfp-analytics` events on `window` once the customer opted in to
 * analytics ('Anbefaling' with the recommendation payload, 'A/B-test', 'experiment started' and
 * 'NBO-visning' once recommendations load).
 *
 * @summary The insurance overview.
 * @example
 *   <kfp-oversikt></kfp-oversikt>
 */
import { skeletonStyles } from '../src/components/loader/skeleton-styles.ts';
import { navigationCardStyles } from '../src/components/navigation-card/styles.ts';
import { tagStyles } from '../src/components/tag/styles.ts';
import { defineElement } from '../src/element/define-element.tsx';
import { OversiktScreen } from '../src/screens/oversikt/OversiktScreen.tsx';
import oversiktCss from '../src/screens/oversikt/oversikt.css';

export const KfpOversikt = defineElement('kfp-oversikt', OversiktScreen, {
  styles: [...tagStyles, ...navigationCardStyles, ...skeletonStyles, oversiktCss],
});

declare global {
  interface HTMLElementTagNameMap {
    'kfp-oversikt': HTMLElement;
  }
}
