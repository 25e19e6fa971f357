import { useEffect, useLayoutEffect, useState, type ComponentType } from 'react';
import { adoptStyles } from '../page/adopt-styles.ts';
import { useHost } from '../page/host-context.ts';
import { loadOnce } from '../page/lazy-load.ts';

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
 *
 * Not React.lazy with Suspense: React 19 holds a resolved Suspense boundary back for up to 300 ms
 * after its fallback showed (so reveals come in batches), and the overview's footer, navigation and
 * lower parts, loaded right after the first content, appeared (and asked for their data) that much
 * later. Here the screen renders in the first commit after its code has arrived.
 */
export function lazyScreen<Props extends object>(
  load: () => Promise<ScreenModule<Props>>,
  options: LazyScreenOptions<Props> = {},
): ComponentType<Props> {
  const Plassholder = options.plassholder;
  /** Once loaded, later elements of the same kind render it at once. */
  const skjerm = loadOnce(load);

  function StyledScreen({ modul, props }: { modul: ScreenModule<Props>; props: Props }) {
    const host = useHost();
    useLayoutEffect(() => {
      if (host?.shadowRoot) adoptStyles(host.shadowRoot, modul.styles ?? []);
    }, [host, modul]);
    const { Screen } = modul;
    return <Screen {...props} />;
  }

  return function LazyScreen(props: Props) {
    const [tilstand, setTilstand] = useState<{ modul?: ScreenModule<Props>; feil?: unknown }>(() =>
      skjerm.module ? { modul: skjerm.module } : {},
    );
    const harModul = tilstand.modul !== undefined;
    useEffect(() => {
      if (harModul) return undefined;
      let aktiv = true;
      skjerm.load().then(
        (lastet) => {
          if (aktiv) setTilstand({ modul: lastet });
        },
        (feil: unknown) => {
          // Whatever the rejection carried (even nothing), the boundary gets an error to show.
          if (aktiv) setTilstand({ feil: feil ?? new Error('The screen could not be loaded') });
        },
      );
      return () => {
        aktiv = false;
      };
    }, [harModul]);
    if (tilstand.feil !== undefined) throw tilstand.feil;
    if (!tilstand.modul) return Plassholder ? <Plassholder {...props} /> : null;
    return <StyledScreen modul={tilstand.modul} props={props} />;
  };
}
