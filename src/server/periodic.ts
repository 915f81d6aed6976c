/**
 * Runs `pass` every `intervalMs`, never two at once; answers a function that stops it and resolves
 * once the pass under way (if any) has ended, so that what passes use can be closed after.
 */
export function every(intervalMs: number, pass: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = pass().finally(() => (running = undefined));
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
