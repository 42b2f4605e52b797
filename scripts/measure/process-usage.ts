// What a server process has used, from the kernel's /proc: memory and CPU
// time, which a busy machine does not inflate as it does wall time.
import { readFileSync } from "node:fs";

/** The process's resident memory now and at its peak (VmRSS, VmHWM), in MB. */
export function memoryMb(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const field = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) / 1024;
  return { rss: field("VmRSS"), peak: field("VmHWM") };
}

/** CPU time the process has used, in ms (utime + stime, in the kernel's 10 ms ticks). */
export function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
