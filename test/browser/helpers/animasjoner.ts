import { shadowRoots } from './reflow.ts';

/**
 * The endless animations running now, anywhere on the page (shadow roots too), each as
 * 'element.class: animation-name'. Once a page has settled (no loader, no skeleton showing),
 * nothing should run for ever: an endless animation nobody sees (Jøkul's button loader, hidden in
 * every button) costs a style recalculation every frame, in the way of every tap (issue 35).
 */
export function endeloseAnimasjoner(): string[] {
  return [document, ...shadowRoots(document)]
    .flatMap((root) => root.getAnimations())
    .filter((animation) => animation.playState === 'running' && animation.effect?.getTiming().iterations === Infinity)
    .map((animation) => {
      const target = (animation.effect as KeyframeEffect | null)?.target;
      const name = animation instanceof CSSAnimation ? animation.animationName : animation.id;
      return `${target ? `${target.localName}.${[...target.classList].join('.')}` : '?'}: ${name}`;
    });
}
