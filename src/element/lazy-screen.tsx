import { lazy, Suspense, useLayoutEffect, useState, type ComponentType } from 'react';
import { adoptStyles } from './adopt-styles.ts';
import { useHost } from './host-context.ts';

/** What a lazily loaded screen module gives: the screen and the CSS its shadow root needs. */
export interface ScreenModule<Props> {
  Screen: ComponentType<Props>;
  styles?: readonly string[];
}

export interface LazyScreenOptions<Props> {
  /** Shown until the screen is in, e.g. a box of its size so nothing below it jumps. @default nothing */
  plassholder?: ComponentType<Props>;
}

/**
 * A screen whose code and styles load in their own chunk when its element first connects, so they
 * stay off the first screen's critical path. The styles are adopted before the screen paints. A
 * failed load throws into the element's error boundary; its "Prøv igjen" mounts afresh and loads again.
 */
export function lazyScreen<Props extends object>(
  load: () => Promise<ScreenModule<Props>>,
  options: LazyScreenOptions<Props> = {},
): ComponentType<Props> {
  const makeLazy = () =>
    lazy(async () => {
      const { Screen, styles = [] } = await load();
      function StyledScreen(props: Props) {
        const host = useHost();
        useLayoutEffect(() => {
          if (host?.shadowRoot) adoptStyles(host.shadowRoot, styles);
        }, [host]);
        return <Screen {...props} />;
      }
      return { default: StyledScreen };
    });
  const Plassholder = options.plassholder;

  return function LazyScreen(props: Props) {
    const [Loaded] = useState(makeLazy);
    return (
      <Suspense fallback={Plassholder ? <Plassholder {...props} /> : null}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}
