import { Component, type ReactNode } from "react";
import { signalSectionRetry } from "../remote/section-retry";
import { PlatformUnavailablePanel } from "./platform-unavailable-panel";

interface Props {
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/** A crash inside a remote stays inside its content area; Retry renders the remote again. */
export class PlatformErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error) {
    console.error("A section crashed while rendering", error);
  }

  override render() {
    if (this.state.error) {
      const retry = () => {
        signalSectionRetry();
        this.setState({ error: null });
      };
      return <PlatformUnavailablePanel onRetry={retry} />;
    }
    return this.props.children;
  }
}
