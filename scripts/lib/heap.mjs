// JS heap figures for scripts/bench.mjs (issue 39 item 4): the used heap after a full GC, and a heap
// snapshot summed by constructor (what holds the memory).
import { writeFileSync } from 'node:fs';

/** Used JS heap in MB after two full collections (what the page keeps, not what it has not freed yet). */
export async function usedHeapMB(cdp) {
  await cdp.send('HeapProfiler.enable');
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return Math.round((usedSize / 1e6) * 10) / 10;
}

/**
 * A heap snapshot's self sizes summed by node name (constructor, or '(closure)', '(string)'…), largest first.
 * `saveTo`: the snapshot is also written there, for DevTools' Memory panel or a closer look.
 */
export async function heapByConstructor(cdp, top = 15, saveTo) {
  const chunks = [];
  const onChunk = ({ chunk }) => chunks.push(chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
  if (saveTo) writeFileSync(saveTo, chunks.join(''));
  const snapshot = JSON.parse(chunks.join(''));
  const {
    node_fields: fields,
    node_types: [types],
  } = snapshot.snapshot.meta;
  const at = (name) => fields.indexOf(name);
  const [TYPE, NAME, SIZE] = [at('type'), at('name'), at('self_size')];
  const sums = new Map();
  const { nodes, strings } = snapshot;
  for (let i = 0; i < nodes.length; i += fields.length) {
    const type = types[nodes[i + TYPE]];
    const name = type === 'object' || type === 'native' ? strings[nodes[i + NAME]] : `(${type})`;
    const entry = sums.get(name) ?? { count: 0, bytes: 0 };
    entry.count += 1;
    entry.bytes += nodes[i + SIZE];
    sums.set(name, entry);
  }
  return [...sums]
    .sort((a, b) => b[1].bytes - a[1].bytes)
    .slice(0, top)
    .map(([name, { count, bytes }]) => ({ name: name.slice(0, 60), count, kB: Math.round(bytes / 1000) }));
}
