import { Component, type ReactNode } from 'react';

interface FallbackProps {
  /** Shown instead of `children` if they fail to load or render. */
  fallback: ReactNode;
  children: ReactNode;
}

/** Keeps an optional part (a lazily loaded enhancement) from taking the page down with it. */
export class Fallback extends Component<FallbackProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
