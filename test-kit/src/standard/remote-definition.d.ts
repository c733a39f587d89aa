/** The remote under test or in the harness: resolved per remote by the jest and rspack configurations. */
declare module "remote-definition" {
  export const remote: import("platform/remote/define-remote").DefinedRemote;
}

/** The remote's own routes as its src/paths.ts lists them (`ownPaths`), resolved per remote by the jest config. */
declare module "remote-paths" {
  export const paths: readonly string[];
}
