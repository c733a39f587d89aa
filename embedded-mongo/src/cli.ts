import { parseArgs } from "node:util";
import { deliveryStats } from "./changes/delivery";
import { startEmbeddedMongo } from "./index";

const usage =
  "usage: embedded-mongo [--port 27017] [--host 127.0.0.1] (--dbpath DIR | --in-memory) [--setParameter enableTestCommands=1]";

const { values } = parseArgs({
  options: {
    port: { type: "string", default: "27017" },
    host: { type: "string", default: "127.0.0.1" },
    dbpath: { type: "string" },
    "in-memory": { type: "boolean", default: false },
    help: { type: "boolean", default: false },
    setParameter: { type: "string", multiple: true, default: [] },
  },
});

/** mongod's `--setParameter name=value`; only enableTestCommands is known here. */
let enableTestCommands = false;
for (const pair of values.setParameter ?? []) {
  const [name, value] = pair.split("=");
  if (name !== "enableTestCommands") {
    console.error(`embedded-mongo: unknown parameter ${name}; only enableTestCommands is supported`);
    process.exit(2);
  }
  enableTestCommands = value === "1" || value === "true";
}

if (values.help || (!values.dbpath && !values["in-memory"])) {
  console.error(usage);
  process.exit(values.help ? 0 : 2);
}

try {
  const server = await startEmbeddedMongo({
    port: Number(values.port),
    host: values.host,
    dbPath: values.dbpath,
    inMemory: values["in-memory"],
    enableTestCommands,
  });
  console.log(
    `embedded-mongo listening on ${server.uri} (${values.dbpath ? `data in ${values.dbpath}` : "in memory"})`,
  );
  const shutdown = () => {
    if (deliveryStats) console.error(deliveryStats.summary());
    server.stop().then(() => process.exit(0));
  };
  process.on("SIGINT", shutdown);
  process.on("SIGTERM", shutdown);
} catch (e) {
  console.error((e as Error).message);
  process.exit(1);
}
