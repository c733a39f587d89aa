// axios's fetch adapter, left out of the front-ends' builds (scripts/rspack/create-config.mjs, `libraryAliases`).
// axios tries its adapters in the order xhr, http, fetch and takes the first the environment supports: every
// browser has XMLHttpRequest, so the fetch adapter (2.5 KiB gzip with its stream helpers) was never chosen. A call
// that asked for it by name would fail with axios's own "adapter fetch is not supported by the environment".
export const getFetch = () => false;

export default false;
