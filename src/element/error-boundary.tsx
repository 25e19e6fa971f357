import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportError } from '../monitoring/report.ts';
import { sendHostEvent } from '../page/host-events.ts';
import { ElementErrorState } from '../components/element-error-state/ElementErrorState.tsx';

interface Props {
  /** The tag, for the error report. */
  tag: string;
  /** The element, which tells its container (`kfp-element-krasjet`). */
  host?: HTMLElement | undefined;
  children: ReactNode;
}

interface State {
  error: unknown;
  /** A container shows the failure (it cancelled `kfp-element-krasjet`): show nothing here. */
  visesAvContainer: boolean;
  /** Bumped by "Prøv igjen" so the screen mounts afresh. */
  attempt: number;
}

/**
 * Each element's own error boundary: a screen that crashes is reported, tells its container, and
 * shows its own error state unless the container shows one; it never takes a neighbour or the host
 * page with it.
 */
export class ElementErrorBoundary extends Component<Props, State> {
  override state: State = { error: undefined, visesAvContainer: false, attempt: 0 };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Unknown error') };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`[kfp] <${this.props.tag}> crashed`, error, info.componentStack);
    reportError(error, { source: this.props.tag, message: 'Element crashed' });
    // A container that shows the failure itself (`<kfp-router>` for the screen it routes to: spec §8
    // "Top-level error") cancels it.
    const host = this.props.host;
    if (host && sendHostEvent(host, 'kfp-element-krasjet', { tag: this.props.tag }, { cancelable: true }).defaultPrevented)
      this.setState({ visesAvContainer: true });
  }

  private readonly retry = () => this.setState((state) => ({ error: undefined, visesAvContainer: false, attempt: state.attempt + 1 }));

  override render(): ReactNode {
    if (this.state.error !== undefined) return this.state.visesAvContainer ? null : <ElementErrorState onRetry={this.retry} />;
    return (
      <div key={this.state.attempt} style={{ display: 'contents' }}>
        {this.props.children}
      </div>
    );
  }
}
