import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import UnknownBlock from './UnknownBlock';

interface Props {
  blockType: string;
  isInline?: boolean;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/** Contains a rendering failure of one content block: it shows 'Something went wrong', the rest of the page renders. */
export default class BlockErrorBoundary extends Component<Props, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`Rich content block "${this.props.blockType}" failed to render`, error, info.componentStack);
  }

  render() {
    if (this.state.failed) return <UnknownBlock blockType={this.props.blockType} isInline={this.props.isInline} />;
    return this.props.children;
  }
}
