/**
 * Child process for the lock test: waits until the given moment (ms since the epoch), then starts a server on
 * the directory and prints "serving" or "refused: <message>". A serving process stays up until it is killed.
 */
import { startEmbeddedMongo } from "../index";

const [dir, at] = process.argv.slice(2);
while (Date.now() < Number(at)) {}
try {
  await startEmbeddedMongo({ dbPath: dir, log: () => {} });
  process.stdout.write("serving\n");
} catch (e) {
  process.stdout.write(`refused: ${(e as Error).message}\n`);
  process.exit(1);
}
