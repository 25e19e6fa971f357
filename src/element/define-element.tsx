import r2wc, { type R2WCOptions } from '@r2wc/core';
import { StrictMode, type ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { track } from '../analytics/track.ts';
import { anonymiserSti } from '../format/path.ts';
import { adoptStyles } from '../page/adopt-styles.ts';
import { HostContext } from '../page/host-context.ts';
import { afterNextPaint } from '../page/next-paint.ts';
import baseCss from '../styles/base.css';
import { portalRemCss } from '../styles/portal-rem.ts';
import tokensCss from '../styles/tokens.css';
import { bootOnce } from './boot.ts';
import { defineOnce } from './define-once.ts';
import { ElementErrorBoundary } from './error-boundary.tsx';
import { R2WC_CONNECTED, R2WC_PROPS, R2WC_RENDER, type R2wcInternals } from './r2wc-internals.ts';

type AttributeType = 'string' | 'number' | 'boolean' | 'json';

export interface ElementOptions<Props> {
  /** Props read from attributes (camelCase prop → kebab-case attribute) and properties. */
  props?: Partial<Record<Extract<keyof Props, string>, AttributeType>>;
  /** The element's own CSS, adopted after the shared base sheet. */
  styles?: readonly string[];
  /** Track 'Komponent lastet' when the element renders; off for elements that show nothing of their own. @default true */
  trackLoad?: boolean;
}

interface Mounted {
  root: Root;
}

const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

/**
 * Wraps a React screen with r2wc into a custom element with an open shadow root, the shared
 * stylesheets and its own error boundary (the shared server cache needs no provider: screens import
 * it), and registers it once (defining an already-defined tag is harmless, so loading the bundle
 * twice is too).
 */
export function defineElement<Props extends object>(
  tag: string,
  Screen: ComponentType<Props>,
  options: ElementOptions<Props> = {},
): CustomElementConstructor {
  const existing = customElements.get(tag);
  if (existing) return existing;
  const styles = [portalRemCss, baseCss, tokensCss, ...(options.styles ?? [])];
  const renderer = {
    mount(container: HTMLElement, Component: ComponentType<Props>, props: Props): Mounted {
      const shadowRoot = container as unknown as ShadowRoot;
      adoptStyles(shadowRoot, styles);
      const root = createRoot(shadowRoot);
      render(root, shadowRoot.host as HTMLElement, Component, props);
      if (options.trackLoad !== false) track('Komponent lastet', { component: tag, page: anonymiserSti(location.pathname) });
      return { root };
    },
    update({ root }: Mounted, props: Props): void {
      // r2wc passes the shadow root as `container`; its host is the element.
      const host = (props as { container?: ShadowRoot }).container?.host as HTMLElement;
      render(root, host, Screen, props);
    },
    unmount({ root }: Mounted): void {
      root.unmount();
    },
  };

  const r2wcOptions = { shadow: 'open', props: options.props ?? {} } as R2WCOptions<Props & { container?: HTMLElement }>;
  const Base = r2wc(
    Screen as ComponentType<Props & { container?: HTMLElement }>,
    r2wcOptions,
    renderer as never,
  ) as unknown as new () => HTMLElement & {
    connectedCallback(): void;
    disconnectedCallback(): void;
    attributeChangedCallback(name: string, oldValue: string | null, newValue: string | null): void;
  };
  const propNames = Object.keys(options.props ?? {});
  const booleanAttributes = new Map(
    Object.entries(options.props ?? {})
      .filter(([, type]) => type === 'boolean')
      .map(([name]) => [kebab(name), name]),
  );

  /**
   * HTML boolean attributes: r2wc ignores an empty attribute (`<kfp-feedback contact>`) and keeps the
   * old value when one is removed. Here present-and-empty means true and removed means false.
   */
  function syncBoolean(element: R2wcInternals, attribute: string, value: string | null): boolean {
    const prop = booleanAttributes.get(attribute);
    if (!prop || (value !== '' && value !== null)) return false;
    element[R2WC_PROPS][prop] = value === '';
    return true;
  }

  class KfpElement extends Base {
    constructor() {
      super();
      // r2wc counts a new element as connected, so an attribute set before it is inserted (React
      // creates the element, sets its attributes, then inserts it) already mounted its React root;
      // an element React then threw away (a render started over) was never connected, so never
      // disconnected: its root and effects (window listeners holding the element) stayed for good.
      // Nothing renders before the element is on the page.
      (this as unknown as R2wcInternals)[R2WC_CONNECTED] = false;
    }

    override connectedCallback(): void {
      bootOnce(this);
      // A property set before the tag was defined shadows the accessor: re-assign it through it.
      for (const name of propNames) {
        if (Object.prototype.hasOwnProperty.call(this, name)) {
          const value = (this as unknown as Record<string, unknown>)[name];
          delete (this as unknown as Record<string, unknown>)[name];
          (this as unknown as Record<string, unknown>)[name] = value;
        }
      }
      for (const attribute of booleanAttributes.keys())
        syncBoolean(this as unknown as R2wcInternals, attribute, this.getAttribute(attribute));
      super.connectedCallback();
    }

    override attributeChangedCallback(name: string, oldValue: string | null, newValue: string | null): void {
      super.attributeChangedCallback(name, oldValue, newValue);
      if (this.isConnected && syncBoolean(this as unknown as R2wcInternals, name, newValue))
        (this as unknown as R2wcInternals)[R2WC_RENDER]();
    }

    override disconnectedCallback(): void {
      // Moving the element in the DOM disconnects and reconnects it: keep the React root (and the
      // customer's input) unless it really left the page. An element that left is unmounted once
      // the next frame is painted (issue 35): a route change removes the whole screen, and its
      // unmount (every effect's cleanup, about a third of the tap's work at 4x CPU) held back the
      // frame that shows the new route. Its nodes are off the page by then, so nothing shows it.
      void afterNextPaint().then(() => {
        if (!this.isConnected) super.disconnectedCallback();
      });
    }
  }

  return defineOnce(tag, KfpElement);
}

function render<Props extends object>(root: Root, host: HTMLElement, Screen: ComponentType<Props>, props: Props): void {
  const { container: _container, ...screenProps } = props as Props & { container?: unknown };
  root.render(
    <StrictMode>
      <HostContext value={host}>
        {/* The portal is Norwegian on any host page, even one in <html lang="en"> (WCAG 3.1.1/3.1.2). */}
        <div lang="nb" className="kfp-root">
          <ElementErrorBoundary tag={host.localName} host={host}>
            <Screen {...(screenProps as Props)} />
          </ElementErrorBoundary>
        </div>
      </HostContext>
    </StrictMode>,
  );
}
