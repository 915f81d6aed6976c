import { Component, type ReactNode } from 'react';

/**
 * Around a part of the layout whose code is downloaded when first shown (the footer's columns):
 * if that download fails (the server is unreachable, a deployment replaced the file), the part
 * is left out and the rest of the page stays; without it the error would reach the screen's
 * boundary above the layout and take the header and footer with it. The part comes back with
 * the page's reload.
 */
export class PartBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}
