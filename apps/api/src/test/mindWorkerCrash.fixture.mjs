// A mind worker that dies on its task (services/mindThreads.test.ts): the pool must do the task in the
// API's thread instead, and replace the worker.
export default function run() {
  process.exit(3);
}
