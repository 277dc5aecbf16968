import { nextTask } from '@/lib/nextTask';

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
});
