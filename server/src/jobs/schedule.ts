/**
 * Runs `pass` every interval, one pass at a time: a tick that comes while a pass is still
 * running is skipped. `pass` handles its own errors. `stop` ends the ticks and waits for the
 * pass running, if any.
 */
export function everyInterval(pass: () => Promise<void>, intervalMs: number) {
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    running ??= pass().finally(() => {
      running = null;
    });
  }, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
