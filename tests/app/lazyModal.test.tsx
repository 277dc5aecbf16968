import fs from 'node:fs';
import path from 'node:path';
import { useEffect } from 'react';
import { ConfigProvider } from 'antd';
import type { HookAPI } from 'antd/es/modal/useModal';
import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import antdLazyModal, { ANTD_MODAL_HOOK } from '../../scripts/vite-plugin-antd-lazy-modal.mjs';
import useLazyModal from '@/app/lazyModal/useLazyModal';
import { fastUser } from '../support/page';

const ROOT = path.resolve(import.meta.dirname, '../..');

function Probe({ onApi }: { onApi: (api: HookAPI) => void }) {
  const [api, holder] = useLazyModal();
  useEffect(() => {
    onApi(api);
  }, [api, onApi]);
  return holder;
}

/** The titles of the confirm dialogs on screen (antd also repeats each in a hidden header). */
const titles = () => [...document.querySelectorAll('.ant-modal-confirm-title')].map((e) => e.textContent);

function renderProbe(): HookAPI {
  let api: HookAPI | null = null;
  render(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <Probe onApi={(a) => (api = a)} />
    </ConfigProvider>,
  );
  return api!;
}

/**
 * Issue 6, initial JS: antd's App takes this hook in the build, so Modal and its confirm dialogs load
 * when the first dialog is asked for. App.useApp().modal must behave as antd's own.
 */
describe('the lazily loading modal hook', () => {
  it('opens a dialog asked for before its code is in, once it is, and the later ones at once', async () => {
    const api = renderProbe();
    act(() => void api.warning({ title: 'First warning', content: 'asked before the code was in' }));
    await waitFor(() => expect(titles()).toEqual(['First warning']));
    expect(screen.getByText('asked before the code was in')).toBeInTheDocument();
    act(() => void api.confirm({ title: 'Second question' }));
    await waitFor(() => expect(titles()).toEqual(['First warning', 'Second question']));
  });

  it('forwards the instance: then resolves with the choice, destroy before opening opens nothing', async () => {
    const api = renderProbe();
    let gone: ReturnType<HookAPI['confirm']> | null = null;
    let answer: Promise<boolean> | null = null;
    act(() => {
      gone = api.confirm({ title: 'Never shown' });
      gone.destroy();
      answer = new Promise<boolean>((resolve) => void api.confirm({ title: 'Shown', okText: 'Yes' }).then(resolve, () => undefined));
    });
    await waitFor(() => expect(titles()).toEqual(['Shown']));
    await expect(new Promise((resolve) => void gone!.then(resolve, () => undefined))).resolves.toBe(false);
    await fastUser().click(screen.getByRole('button', { name: 'Yes' }));
    await expect(answer).resolves.toBe(true);
    await waitFor(() => expect(titles()).toEqual([]));
  });

  it('is given to antd’s App in the build only, through App’s one import of antd’s hook', () => {
    const app = fs.readFileSync(path.join(ROOT, 'node_modules/antd/es/app/App.js'), 'utf8');
    expect(app).toContain(`import useModal from '${ANTD_MODAL_HOOK}';`);
    const plugin = antdLazyModal();
    expect(plugin.apply).toBe('build');
    (plugin.configResolved as unknown as (c: { root: string }) => void)({ root: ROOT });
    const resolve = (plugin.resolveId as unknown as { handler: (s: string, i?: string) => string | null }).handler;
    expect(resolve(ANTD_MODAL_HOOK, path.join(ROOT, 'node_modules/antd/es/app/App.js'))).toBe(path.join(ROOT, 'src/app/lazyModal/useLazyModal.tsx'));
    expect(resolve(ANTD_MODAL_HOOK, path.join(ROOT, 'node_modules/antd/es/modal/index.js'))).toBeNull();
    expect(fs.existsSync(path.join(ROOT, 'src/app/lazyModal/useLazyModal.tsx'))).toBe(true);
  });
});
