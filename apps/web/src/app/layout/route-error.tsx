import { Component, useEffect } from 'react';
import type { ReactNode } from 'react';
import { LoadingImage } from '@/components/ui/loading-image';

/** §2.1: a route that fails to load logs an error and shows a loading image. */
export const RouteError = ({ error }: { error: unknown }) => {
  useEffect(() => {
    console.error('Route failed to load', error);
  }, [error]);
  return (
    <div className="route-error" data-testid="route-error">
      <LoadingImage />
    </div>
  );
};

interface BoundaryProps {
  children: ReactNode;
  /** The address: a new one gives the page another try. */
  resetKey: string;
}

interface BoundaryState {
  error: unknown;
  failed: boolean;
  resetKey: string;
}

/** Shows RouteError when a page throws while it renders, until the address changes. */
export class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(
    props: BoundaryProps,
    state: BoundaryState,
  ): Partial<BoundaryState> | null {
    return props.resetKey === state.resetKey
      ? null
      : { error: null, failed: false, resetKey: props.resetKey };
  }

  override render() {
    return this.state.failed ? <RouteError error={this.state.error} /> : this.props.children;
  }
}
