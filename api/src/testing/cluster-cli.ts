// `npm run cluster -w api [-- --instances 3]`: three API instances behind a round-robin proxy on one database,
// running until Ctrl+C. Demo accounts as in development (README "Quick start").
import { startCluster } from "./cluster";

const args = process.argv.slice(2);
const instances = Number(args[args.indexOf("--instances") + 1]) || 3;
const cluster = await startCluster({ instances, log: (line) => console.log(line) });
console.log(
  `\n${instances} API instances behind ${cluster.base} (database ${cluster.mongoUri}); Ctrl+C stops them`,
);
const stop = () => void cluster.stop().finally(() => process.exit(0));
process.once("SIGINT", stop);
process.once("SIGTERM", stop);
