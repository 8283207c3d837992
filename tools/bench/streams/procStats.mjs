// What another process uses, read from Linux's /proc: resident memory (VmRSS), open file descriptors
// (sockets, files, pipes — the handles a leak would leave) and CPU time. The stream test samples the
// API process with these while it holds hundreds of streams.
import { existsSync, readFileSync, readdirSync, readlinkSync } from 'node:fs';

/** Clock ticks per second of /proc/PID/stat's times (USER_HZ; 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** The socket inodes among `pid`'s descriptors (a descriptor may close while it is read: skipped). */
function socketInodesOf(pid, names) {
  const inodes = new Set();
  for (const name of names) {
    try {
      const link = readlinkSync(`/proc/${pid}/fd/${name}`);
      if (link.startsWith('socket:[')) inodes.add(link.slice(8, -1));
    } catch {
      // closed meanwhile
    }
  }
  return inodes;
}

/**
 * How many of `inodes` are TCP connections whose local port is `port` (clients connected to a server
 * there). Counted as a set: /proc's table is generated in pages while sockets come and go, so a read
 * can list one socket twice.
 */
function connectionsOn(pid, inodes, port) {
  const found = new Set();
  for (const table of ['tcp', 'tcp6']) {
    // No IPv6 on this host: no tcp6 table.
    if (!existsSync(`/proc/${pid}/net/${table}`)) continue;
    const text = readFileSync(`/proc/${pid}/net/${table}`, 'utf8');
    for (const line of text.split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      // local_address is HEXIP:HEXPORT; state 0A is LISTEN (the server socket itself, not a connection).
      if (fields.length < 10 || fields[3] === '0A') continue;
      if (Number.parseInt(fields[1].split(':')[1], 16) === port && inodes.has(fields[9])) found.add(fields[9]);
    }
  }
  return found.size;
}

/**
 * One reading of process `pid`: `{ rssMb, fds, sockets, connections, cpuSeconds }`, or null when it is
 * gone. `connections` counts the TCP connections clients hold to the process's `port` (when given).
 */
export function procRead(pid, port = null) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const rssKb = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? NaN);
    const names = readdirSync(`/proc/${pid}/fd`);
    const fds = names.length;
    const inodes = socketInodesOf(pid, names);
    const connections = port === null ? null : connectionsOn(pid, inodes, port);
    // Fields 14 and 15 (utime, stime) follow the command name, which may hold spaces: split after ')'.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const cpuSeconds = (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
    return { rssMb: rssKb / 1024, fds, sockets: inodes.size, connections, cpuSeconds };
  } catch {
    return null;
  }
}

/**
 * Samples `pid` (and the connections to its `port`) every `everyMs` until `stop()`: `{ samples, peak() }`
 * with each sample `{ at (ms since start), rssMb, fds, sockets, connections, cpuSeconds }`.
 */
export function procSampler(pid, port, everyMs = 100) {
  const samples = [];
  const started = performance.now();
  const take = () => {
    const reading = procRead(pid, port);
    if (reading) samples.push({ at: performance.now() - started, ...reading });
  };
  take();
  const timer = setInterval(take, everyMs);
  return {
    samples,
    /** The highest RSS and descriptor count seen so far. */
    peak: () => ({ rssMb: Math.max(...samples.map((s) => s.rssMb)), fds: Math.max(...samples.map((s) => s.fds)), connections: Math.max(...samples.map((s) => s.connections)) }),
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
 * Readings of `pid` over `ms` (every 100 ms): `{ rssMb (median), fds, sockets, connections (last),
 * cpuPercent }` — what an idle process looks like, to compare before and after a load.
 */
export async function procSettled(pid, port, ms = 1000) {
  const first = procRead(pid, port);
  const readings = [first];
  const until = performance.now() + ms;
  while (performance.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    readings.push(procRead(pid, port));
  }
  const last = readings.at(-1);
  return {
    rssMb: median(readings.map((r) => r.rssMb)),
    fds: last.fds,
    sockets: last.sockets,
    connections: last.connections,
    cpuPercent: ((last.cpuSeconds - first.cpuSeconds) / (ms / 1000)) * 100,
  };
}
