import r2wc, { type R2WCOptions } from '@r2wc/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, type ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { queryClient } from '../store/query-client.ts';
import baseCss from '../styles/base.css';
import tokensCss from '../styles/tokens.css';
import { adoptStyles } from './adopt-styles.ts';
import { bootOnce } from './boot.ts';
import { defineOnce } from './define-once.ts';
import { ElementErrorBoundary } from './error-boundary.tsx';
import { HostContext } from './host-context.ts';

type AttributeType = 'string' | 'number' | 'boolean' | 'json';

export interface ElementOptions<Props> {
  /** Props read from attributes (camelCase prop → kebab-case attribute) and properties. */
  props?: Partial<Record<Extract<keyof Props, string>, AttributeType>>;
  /** The element's own CSS, adopted after the shared base sheet. */
  styles?: readonly string[];
}

interface Mounted {
  root: Root;
}

/**
 * Wraps a React screen with r2wc into a custom element with an open shadow root, the shared
 * stylesheets, the shared query cache and its own error boundary, and registers it once (defining
 * an already-defined tag is harmless, so loading the bundle twice is too).
 */
export function defineElement<Props extends object>(
  tag: string,
  Screen: ComponentType<Props>,
  options: ElementOptions<Props> = {},
): CustomElementConstructor {
  const existing = customElements.get(tag);
  if (existing) return existing;
  const styles = [baseCss, tokensCss, ...(options.styles ?? [])];
  const renderer = {
    mount(container: HTMLElement, Component: ComponentType<Props>, props: Props): Mounted {
      const shadowRoot = container as unknown as ShadowRoot;
      adoptStyles(shadowRoot, styles);
      const root = createRoot(shadowRoot);
      render(root, shadowRoot.host as HTMLElement, Component, props);
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
  const Base = r2wc(Screen as ComponentType<Props & { container?: HTMLElement }>, r2wcOptions, renderer as never) as unknown as new () => HTMLElement & {
    connectedCallback(): void;
    disconnectedCallback(): void;
  };
  const propNames = Object.keys(options.props ?? {});

  class KfpElement extends Base {
    override connectedCallback(): void {
      bootOnce();
      // A property set before the tag was defined shadows the accessor: re-assign it through it.
      for (const name of propNames) {
        if (Object.prototype.hasOwnProperty.call(this, name)) {
          const value = (this as unknown as Record<string, unknown>)[name];
          delete (this as unknown as Record<string, unknown>)[name];
          (this as unknown as Record<string, unknown>)[name] = value;
        }
      }
      super.connectedCallback();
    }

    override disconnectedCallback(): void {
      // Moving the element in the DOM disconnects and reconnects it in one task: keep the React root
      // (and the customer's input) unless it really left the page.
      queueMicrotask(() => {
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
        <QueryClientProvider client={queryClient}>
          <ElementErrorBoundary tag={host.localName}>
            <Screen {...(screenProps as Props)} />
          </ElementErrorBoundary>
        </QueryClientProvider>
      </HostContext>
    </StrictMode>,
  );
}
