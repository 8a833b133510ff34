import { Component, type ErrorInfo, type ReactNode } from 'react';
import { QueryErrorResetBoundary } from '@tanstack/react-query';
import { ErrorState } from './states.js';

interface BoundaryProps {
  children: ReactNode;
  onReset: () => void;
  what?: string;
}

class ResettableBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown): { error: unknown } {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Quizwise: a panel failed', error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.error === null) return this.props.children;
    return (
      <ErrorState
        error={this.state.error}
        {...(this.props.what ? { what: this.props.what } : {})}
        onRetry={() => {
          this.props.onReset();
          this.setState({ error: null });
        }}
      />
    );
  }
}

/**
 * A local error boundary around one independent panel: a failing chart or list
 * shows its own error with "Try again" (which also resets failed queries) while the rest of the
 * screen keeps working.
 */
export function PanelBoundary({ children, what }: { children: ReactNode; what?: string }) {
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <ResettableBoundary onReset={reset} {...(what ? { what } : {})}>
          {children}
        </ResettableBoundary>
      )}
    </QueryErrorResetBoundary>
  );
}
