import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportError } from '../monitoring/report.ts';
import { ElementErrorState } from '../components/element-error-state/ElementErrorState.tsx';

interface Props {
  /** The tag, for the error report. */
  tag: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  /** Bumped by "Prøv igjen" so the screen mounts afresh. */
  attempt: number;
}

/**
 * Each element's own error boundary: a screen that crashes shows its own error state, is reported,
 * and never takes a neighbour or the host page with it.
 */
export class ElementErrorBoundary extends Component<Props, State> {
  override state: State = { error: undefined, attempt: 0 };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Unknown error') };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`[kfp] <${this.props.tag}> crashed`, error, info.componentStack);
    reportError(error, { source: this.props.tag, message: 'Element crashed' });
  }

  private readonly retry = () => this.setState((state) => ({ error: undefined, attempt: state.attempt + 1 }));

  override render(): ReactNode {
    if (this.state.error !== undefined) return <ElementErrorState onRetry={this.retry} />;
    return <div key={this.state.attempt} style={{ display: 'contents' }}>{this.props.children}</div>;
  }
}
