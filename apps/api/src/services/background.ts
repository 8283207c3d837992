/**
 * Work a request starts but does not wait for (issue 17: a chat turn is scored for the radar after
 * its reply, off the reply's hot path). A failure is logged, never thrown at the request; `idle()`
 * resolves once everything started so far has finished — what a graceful close and the tests wait on.
 */
export interface BackgroundTasks {
  run(name: string, task: () => Promise<unknown>): void;
  idle(): Promise<void>;
}

/** Background tasks that report failures to `log`. */
export function backgroundTasksCreate(log: (message: string) => void): BackgroundTasks {
  const running = new Set<Promise<void>>();
  return {
    run(name, task) {
      // Started on the next turn of the event loop, not in a microtask: a request that starts work here
      // has its reply written first. A microtask would run the task's synchronous part (the radar's
      // scoring, ~10 % of a chat's CPU, issue 22) before Fastify even serialised the reply.
      const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .then(
          () => undefined,
          (error: unknown) => log(`${name} failed: ${error instanceof Error ? error.message : String(error)}`),
        )
        .finally(() => running.delete(done));
      running.add(done);
    },
    async idle() {
      while (running.size > 0) await Promise.all([...running]);
    },
  };
}
