import fs from "node:fs";
import path from "node:path";

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === "EPERM";
  }
};

/** Takes the data directory's lock file, refusing while another live process holds it. */
export function acquireLock(dir: string): () => void {
  const file = path.join(dir, "mongod.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(file, "wx");
      fs.writeSync(fd, String(process.pid));
      fs.fsyncSync(fd);
      fs.closeSync(fd);
      // A process that exits without stopping the server still frees the directory.
      const onExit = () => fs.rmSync(file, { force: true });
      process.once("exit", onExit);
      return () => {
        process.removeListener("exit", onExit);
        fs.rmSync(file, { force: true });
      };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== "EEXIST") throw e;
      const pid = Number(fs.readFileSync(file, "utf8").trim());
      if (pid && pid !== process.pid && isAlive(pid))
        throw new Error(
          `embedded-mongo: the data directory ${dir} is already in use by process ${pid} (lock file ${file}); ` +
            `stop that process or choose another --dbpath (if no server is running there, delete ${file})`,
        );
      if (pid === process.pid)
        throw new Error(`embedded-mongo: the data directory ${dir} is already open in this process`);
      // The holder died without cleaning up (e.g. it was killed): the lock is stale.
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`embedded-mongo: could not take the lock file in ${dir}`);
}
