import { createConfig } from "../scripts/rspack/create-config.mjs";

export default (env, argv) => createConfig(import.meta.dirname, env, argv);
