const queue: Array<() => void> = [];
let channel: MessageChannel | null = null;

/**
 * Resolves in a task of its own, after the current one (a message, like React's scheduler; not a
 * timer, so it is neither clamped nor held by fake timers in tests). Work started here does not
 * lengthen the task that asked for it.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    if (!channel) {
      channel = new MessageChannel();
      channel.port1.onmessage = () => queue.shift()?.();
    }
    queue.push(resolve);
    channel.port2.postMessage(null);
  });
}

/**
 * Runs each step in a task of its own, one after the other, so that none lengthens the task that
 * asked for them or one another's. Returns a stop: the steps not yet run are dropped.
 */
export function oneTaskEach(steps: ReadonlyArray<() => void>): () => void {
  let stopped = false;
  void (async () => {
    for (const step of steps) {
      await nextTask();
      if (stopped) return;
      step();
    }
  })();
  return () => void (stopped = true);
}
