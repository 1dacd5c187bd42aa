import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isStaleChunkError, reloadForStaleChunk } from '../pwa/staleChunk';

interface ErrorBoundaryProps {
  fallback: (error: Error) => ReactNode;
  onError?: (error: Error, info: ErrorInfo) => void;
  children: ReactNode;
}

interface ErrorBoundaryState {
  error: Error | null;
  reloading: boolean;
}

/**
 * Catches render errors below it and shows `fallback` instead. A lazy page whose chunk is gone
 * after a deploy reloads the page once (guarded) rather than showing an error.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null, reloading: false };

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
