import { lazy, Suspense, useCallback, useMemo, useRef, useState, type ComponentType, type ReactElement } from 'react';
import type { HookAPI } from 'antd/es/modal/useModal';

type Method = keyof HookAPI;
type Config = Parameters<HookAPI['confirm']>[0];
type Instance = ReturnType<HookAPI['confirm']>;
type Holder = ComponentType<{ onReady: (api: HookAPI) => void }>;

const METHODS: Method[] = ['info', 'success', 'error', 'warning', 'confirm'];

/** Nothing to mount: the holder's chunk could not be fetched (the next call tries again). */
const NoHolder: Holder = () => null;

/**
 * antd's modal hook with its code loaded when the first dialog is asked for. In the build, antd's
 * App takes this hook in place of its own (scripts/vite-plugin-antd-lazy-modal.mjs), so
 * `App.useApp().modal` keeps antd's API while Modal, its confirm dialogs and rc-dialog (~7 KB gzip)
 * stay out of the first load: no screen opens a confirm before the user acts. A call made before the
 * code is in opens its dialog as soon as it is; its instance forwards destroy, update and then.
 */
export default function useLazyModal(): readonly [HookAPI, ReactElement] {
  const [Holder, setHolder] = useState<Holder | null>(null);
  const real = useRef<HookAPI | null>(null);
  const queue = useRef<Array<(api: HookAPI) => void>>([]);

  const onReady = useCallback((api: HookAPI) => {
    real.current = api;
    for (const open of queue.current.splice(0)) open(api);
  }, []);

  const load = useCallback(() => {
    setHolder(
      (current: Holder | null) =>
        current ??
        lazy<Holder>(() =>
          import('./ModalHookHolder').catch(() => {
            // The queued dialogs are dropped rather than opened late; a new call loads again.
            queue.current = [];
            setHolder(null);
            return { default: NoHolder };
          }),
        ),
    );
  }, []);

  const api = useMemo(() => {
    const open =
      (method: Method) =>
      (config: Config): Instance => {
        if (real.current) return real.current[method](config);
        let instance: Instance | null = null;
        let destroyed = false;
        // Boxed: antd's instance is itself a thenable, which a promise would resolve through.
        let opened: (box: { instance: Instance | null }) => void = () => undefined;
        const whenOpen = new Promise<{ instance: Instance | null }>((resolve) => (opened = resolve));
        queue.current.push((api) => {
          instance = destroyed ? null : api[method](config);
          opened({ instance });
        });
        load();
        return {
          destroy: () => {
            destroyed = true;
            instance?.destroy();
          },
          update: (update) => void whenOpen.then((box) => box.instance?.update(update)),
          then: (resolve, reject) => whenOpen.then((box) => (box.instance ? box.instance.then(resolve, reject) : resolve(false))),
        };
      };
    return Object.fromEntries(METHODS.map((m) => [m, open(m)])) as HookAPI;
  }, [load]);

  const holder = (
    <Suspense key="modal-holder" fallback={null}>
      {Holder && <Holder onReady={onReady} />}
    </Suspense>
  );
  return [api, holder] as const;
}
