import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isStaleChunkError, reloadForStaleChunk } from '../pwa/staleChunk';

interface ErrorBoundaryProps {
  fallback: (error: Error) => ReactNode;
  onError?: (error: Error, info: ErrorInfo) => void;
  /** A new value clears the error (e.g. the location: the next page renders again). */
  resetKey?: unknown;
  children: ReactNode;
}

interface ErrorBoundaryState {
  error: Error | null;
  reloading: boolean;
  resetKey: unknown;
}

/**
 * Catches render errors below it and shows `fallback` instead. A lazy page whose chunk is gone
 * after a deploy reloads the page once (guarded) rather than showing an error.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = {
    error: null,
    reloading: false,
    resetKey: this.props.resetKey,
  };

  static getDerivedStateFromProps(
    props: ErrorBoundaryProps,
    state: ErrorBoundaryState,
  ): Partial<ErrorBoundaryState> | null {
    if (Object.is(props.resetKey, state.resetKey)) return null;
    return { resetKey: props.resetKey, error: null };
  }

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    if (isStaleChunkError(error) && reloadForStaleChunk()) {
      this.setState({ reloading: true });
      return;
    }
    this.props.onError?.(error, info);
  }

  override render(): ReactNode {
    if (this.state.reloading) return null;
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}
