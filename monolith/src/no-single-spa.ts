// The single bundle mounts every section in the shell's own React tree: single-spa-react's lifecycles, which
// `defineRemote` makes for the federated build, are never called here, so none of single-spa is bundled.
const unused = () => Promise.resolve();
export default function singleSpaReact() {
  return { bootstrap: unused, mount: unused, unmount: unused, update: unused };
}
