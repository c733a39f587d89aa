import type { QueryClient } from "@tanstack/react-query";
import { Component, type ErrorInfo, Fragment, type ReactNode } from "react";
import { ScreenLoadError } from "../remote/lazy-screen";
import { signalSectionRetry } from "../remote/section-retry";
import { PlatformUnavailablePanel } from "./platform-unavailable-panel";

interface Props {
  /** The remote whose screens this boundary holds, for the report. */
  remote: string;
  /** The shared cache: Retry reads the section's data afresh. */
  queries: QueryClient;
  children: ReactNode;
}

interface State {
  error: Error | null;
  /** Bumped by Retry: the section mounts anew rather than reusing the tree that crashed. */
  attempt: number;
}

/**
 * A crash inside a remote stays inside its content area, and is told apart from a screen whose code could not be
 * downloaded: the panel says it crashed, the
 * console says which remote on which route, and Retry mounts the section again with its data read afresh (a crash
 * may come from what the cache held).
 */
export class PlatformErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, attempt: 0 };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    const what = error instanceof ScreenLoadError ? "could not be loaded" : "crashed";
    console.error(
      `Section ${this.props.remote} ${what} on ${window.location.pathname}`,
      error,
      info.componentStack ?? "",
    );
  }

  retry = async () => {
    signalSectionRetry();
    const { queries } = this.props;
    // The crashed screens' reads are no longer observed: drop them so the new mount asks the server; what the shell
    // still shows is read again in place.
    queries.removeQueries({ type: "inactive" });
    await queries.invalidateQueries({ type: "active" });
    this.setState(({ attempt }) => ({ error: null, attempt: attempt + 1 }));
  };

  override render() {
    const { error } = this.state;
    if (error)
      return (
        <PlatformUnavailablePanel
          reason={error instanceof ScreenLoadError ? "load" : "crash"}
          onRetry={this.retry}
        />
      );
    return <Fragment key={this.state.attempt}>{this.props.children}</Fragment>;
  }
}
