import { nextTask, oneTaskEach } from '@/lib/nextTask';

/** kit/useRequest sends its calls from a task of its own (issue 6: no request lengthens a commit's task). */
describe('nextTask', () => {
  it('resolves after the current task and its microtasks, in the order asked', async () => {
    const order: string[] = [];
    const a = nextTask().then(() => order.push('task 1'));
    const b = nextTask().then(() => order.push('task 2'));
    void Promise.resolve().then(() => order.push('microtask'));
    order.push('sync');
    await Promise.all([a, b]);
    expect(order).toEqual(['sync', 'microtask', 'task 1', 'task 2']);
  });

  it('runs steps one a task, after the asking task, and drops the rest when stopped', async () => {
    const order: string[] = [];
    oneTaskEach([() => order.push('a'), () => order.push('b'), () => order.push('c')]);
    const stop = oneTaskEach([() => order.push('x'), () => order.push('y')]);
    order.push('sync');
    await nextTask();
    // Each list's first step has run, one task each; nothing of a step in the asking task.
    expect(order).toEqual(['sync', 'a', 'x']);
    stop();
    for (let i = 0; i < 6; i++) await nextTask();
    expect(order).toEqual(['sync', 'a', 'x', 'b', 'c']);
  });
});
