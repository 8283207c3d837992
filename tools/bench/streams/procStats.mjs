// What another process uses, read from Linux's /proc: resident memory (VmRSS), open file descriptors
// (sockets, files, pipes — the handles a leak would leave) and CPU time. The stream test samples the
// API process with these while it holds hundreds of streams.
import { readFileSync, readdirSync } from 'node:fs';

/** Clock ticks per second of /proc/PID/stat's times (USER_HZ; 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** One reading of process `pid`: `{ rssMb, fds, cpuSeconds }`, or null when it is gone. */
export function procRead(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const rssKb = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? NaN);
    const fds = readdirSync(`/proc/${pid}/fd`).length;
    // Fields 14 and 15 (utime, stime) follow the command name, which may hold spaces: split after ')'.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const cpuSeconds = (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
    return { rssMb: rssKb / 1024, fds, cpuSeconds };
  } catch {
    return null;
  }
}

/**
 * Samples `pid` every `everyMs` until `stop()`: resolves `{ samples, peak: { rssMb, fds } }` with each
 * sample `{ at (ms since start), rssMb, fds, cpuSeconds }`.
 */
export function procSampler(pid, everyMs = 100) {
  const samples = [];
  const started = performance.now();
  const take = () => {
    const reading = procRead(pid);
    if (reading) samples.push({ at: performance.now() - started, ...reading });
  };
  take();
  const timer = setInterval(take, everyMs);
  return {
    samples,
    /** The highest RSS and descriptor count seen so far. */
    peak: () => ({ rssMb: Math.max(...samples.map((s) => s.rssMb)), fds: Math.max(...samples.map((s) => s.fds)) }),
    stop: () => {
      clearInterval(timer);
      take();
      return samples;
    },
  };
}

/** The median of numbers. */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? NaN : sorted[Math.floor(sorted.length / 2)];
}

/** Percentile of numbers (nearest rank). */
export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/**
 * Readings of `pid` over `ms` (every 100 ms): `{ rssMb (median), fds (last), cpuPercent }` — what an
 * idle process looks like, to compare before and after a load.
 */
export async function procSettled(pid, ms = 1000) {
  const first = procRead(pid);
  const readings = [first];
  const until = performance.now() + ms;
  while (performance.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    readings.push(procRead(pid));
  }
  const last = readings.at(-1);
  return {
    rssMb: median(readings.map((r) => r.rssMb)),
    fds: last.fds,
    cpuPercent: ((last.cpuSeconds - first.cpuSeconds) / (ms / 1000)) * 100,
  };
}
