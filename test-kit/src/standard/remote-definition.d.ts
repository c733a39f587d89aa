/** The remote under test or in the harness: resolved per remote by the jest and rspack configurations. */
declare module "remote-definition" {
  export const remote: import("platform/remote/define-remote").DefinedRemote;
}
