// Development-only "./app" of a remote: installs the remote's React Refresh hook in whatever page loads it (the
// shell's included), then re-exports the remote's lifecycles. The refresh plugin only adds this hook to ordinary
// entries, so without it hot updates of a remote mounted in the shell would never re-render.
import "@rspack/plugin-react-refresh/react-refresh-entry";

export * from "remote-definition";
