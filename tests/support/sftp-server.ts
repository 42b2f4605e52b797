// A real SFTP destination for the continuous copy's tests: Debian's OpenSSH
// server on 127.0.0.1 and a free port, its host key and the client's key made
// by the test, logging in only the user running the test, with that key.
// `stop()` ends it and every connection it holds (a destination gone, as a
// dead backup machine is); `start()` brings it back on the same port.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync, copyFileSync } from "node:fs";
import { tmpdir, userInfo } from "node:os";
import path from "node:path";
import { freePort } from "../../scripts/free-port.ts";
import { waitFor } from "./wait-for.ts";

const SSHD = "/usr/sbin/sshd";

export type SftpServer = {
  /** BACKUP_URL for a copy in `directory`. */
  url: string;
  /** Where the copies land on this machine. */
  directory: string;
  start(): Promise<void>;
  stop(): Promise<void>;
  close(): Promise<void>;
};

function keygen(file: string) {
  const made = spawnSync("ssh-keygen", ["-q", "-t", "ed25519", "-N", "", "-f", file], { encoding: "utf8" });
  if (made.status !== 0) throw new Error(`ssh-keygen failed: ${made.stderr || made.error?.message}`);
}

/** A connection's process may end between the listing and the kill (its client hung up): that one is gone already. */
function killIfRunning(pid: number) {
  try {
    process.kill(pid, "SIGKILL");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ESRCH") throw error;
  }
}

/** The processes below `pid`, deepest first. */
function descendantsOf(pid: number): number[] {
  const children = spawnSync("pgrep", ["-P", String(pid)], { encoding: "utf8" })
    .stdout.split("\n")
    .filter(Boolean)
    .map(Number);
  return children.flatMap((child) => [...descendantsOf(child), child]);
}

export async function startSftpServer(): Promise<SftpServer> {
  const root = mkdtempSync(path.join(tmpdir(), "sftp-destination-"));
  const directory = path.join(root, "copies");
  mkdirSync(directory);
  keygen(path.join(root, "host_key"));
  keygen(path.join(root, "client_key"));
  copyFileSync(path.join(root, "client_key.pub"), path.join(root, "authorized_keys"));
  const port = await freePort();
  const user = userInfo().username;
  writeFileSync(
    path.join(root, "sshd_config"),
    [
      "ListenAddress 127.0.0.1",
      `Port ${port}`,
      `HostKey ${root}/host_key`,
      `AuthorizedKeysFile ${root}/authorized_keys`,
      `AllowUsers ${user}`,
      "PasswordAuthentication no",
      "KbdInteractiveAuthentication no",
      "UsePAM no",
      "StrictModes no",
      "PermitRootLogin prohibit-password",
      `PidFile ${root}/sshd.pid`,
      "Subsystem sftp internal-sftp",
      "",
    ].join("\n"),
  );
  // Run as root, sshd wants its privilege separation directory (made by the service at boot, absent in a container).
  if (user === "root") mkdirSync("/run/sshd", { recursive: true, mode: 0o755 });
  let daemon: ChildProcess | null = null;

  async function start() {
    const output: string[] = [];
    // -D: stays in the foreground, our child; -e: its log on stderr.
    const child = spawn(SSHD, ["-D", "-e", "-f", path.join(root, "sshd_config")], { stdio: ["ignore", "ignore", "pipe"] });
    child.stderr!.on("data", (chunk: Buffer) => output.push(chunk.toString()));
    daemon = child;
    await waitFor(() => output.join("").includes("Server listening") || child.exitCode !== null, { what: "sshd to listen", timeoutMs: 10_000 });
    if (child.exitCode !== null) throw new Error(`sshd did not start:\n${output.join("")}`);
  }

  async function stop() {
    const child = daemon;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    // Each connection is the listener's child (and its grandchild) in a session of its own: all of them end, as with the machine.
    for (const pid of descendantsOf(child.pid!)) killIfRunning(pid);
    child.kill("SIGKILL");
    await exited;
    daemon = null;
  }

  await start();
  return {
    url: `sftp://${user}@127.0.0.1:${port}${directory}?key=${encodeURIComponent(path.join(root, "client_key"))}`,
    directory,
    start,
    stop,
    async close() {
      await stop();
      rmSync(root, { recursive: true, force: true });
    },
  };
}
