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
