import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/** Lock files already held by this process (an OS lock does not stop its own holder from locking again). */
const heldHere = new Set<string>();

/**
 * Takes an exclusive OS lock (flock(2)) on `mongod.lock` in the data directory, held on an open file descriptor
 * for as long as the server runs. The kernel releases it when that descriptor closes, which includes the process
 * dying in any way, so no stale lock is ever left and nothing depends on process ids (processes in other pid
 * namespaces, such as containers sharing the directory, exclude each other too). Node has no flock call: the
 * `flock` command from util-linux locks the descriptor this process hands it, and since a flock lock belongs to
 * the open file description, it stays held by this process after that command exits.
 * The file also records the holder's pid and start time for the message a second server prints.
 */
export function acquireLock(dir: string): () => void {
  const file = path.join(dir, "mongod.lock");
  const key = fs.realpathSync(dir);
  if (heldHere.has(key))
    throw new Error(`embedded-mongo: the data directory ${dir} is already open in this process`);
  const fd = fs.openSync(file, fs.constants.O_RDWR | fs.constants.O_CREAT, 0o600);
  try {
    fs.fchmodSync(fd, 0o600);
    const res = spawnSync("flock", ["--exclusive", "--nonblock", "--conflict-exit-code", "75", "3"], {
      stdio: ["ignore", "ignore", "pipe", fd],
    });
    if (res.error)
      throw new Error(
        `embedded-mongo: cannot lock ${file}: the flock command (util-linux) failed to run: ${res.error.message}`,
      );
    if (res.status === 75) {
      let holder = "";
      try {
        holder = fs.readFileSync(file, "utf8").trim();
      } catch {}
      const pid = /^pid (\d+)/.exec(holder)?.[1];
      throw new Error(
        `embedded-mongo: the data directory ${dir} is already in use by ${pid ? `process ${pid}` : "another process"} ` +
          `(it holds the lock on ${file}${holder ? `: ${holder}` : ""}); stop that server or choose another --dbpath`,
      );
    }
    if (res.status !== 0)
      throw new Error(`embedded-mongo: cannot lock ${file}: ${res.stderr.toString().trim() || res.status}`);
    const info = Buffer.from(`pid ${process.pid} started ${new Date().toISOString()}\n`);
    fs.ftruncateSync(fd, 0);
    fs.writeSync(fd, info, 0, info.length, 0);
  } catch (e) {
    fs.closeSync(fd);
    throw e;
  }
  heldHere.add(key);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    heldHere.delete(key);
    // The file stays: removing it could let a second process lock a new file while this one still holds the old.
    try {
      fs.ftruncateSync(fd, 0);
    } catch {}
    fs.closeSync(fd);
  };
}
