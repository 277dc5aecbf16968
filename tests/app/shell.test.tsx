import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { table } from '@mocks/db';
import { server } from '@mocks/node';
import { initI18n } from '@/i18n';
import { useTabs } from '@/stores/tabs';
import { useVendor } from '@/stores/vendor';
import { freshTab, renderPortal } from '../support/portal';

/** The portal as a whole against the mock backend: SPEC §2 shell, §4 login flow, §6 sides. */

beforeAll(async () => {
  await initI18n({ language: 'zh-CN' });
});
beforeEach(freshTab);
afterEach(() => vi.restoreAllMocks());

/** The workbench is ready when its to-do counts show numbers. */
const todoCount = () =>
  waitFor(
    () => {
      const el = screen.getByTestId('todo-count-orderApproval');
      expect(el).toHaveTextContent(/^\d+$/);
      return el;
    },
    { timeout: 12000 },
  );

describe('SPEC §4 login flow', () => {
  it('signs in with the apptoken of the address, removes it, and selects the only combination automatically', async () => {
    const { router } = renderPortal('/?apptoken=demo-supplier');
    expect(await todoCount()).toHaveTextContent(/^\d+$/);
    expect(window.location.search).toBe('');
    expect(router.state.location.pathname).toBe('/workbench');
    expect(useVendor.getState().vendor).toMatchObject({ venderId: '100101', bu: '12', partnerId: 'P10001' });
    expect(await screen.findByLabelText('当前厂编', {}, { timeout: 5000 })).toHaveTextContent(/^100101 /);
  });

  it('forces the picker for several combinations, allows cancel (several options), and uses the choice', async () => {
    renderPortal('/?apptoken=demo-supplier-multi');
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    expect(within(dialog).getByText('选择供应商厂编')).toBeInTheDocument();
    // the header row of the parent code is shown but cannot be chosen
    expect(within(dialog).getAllByRole('button', { name: '使用' })).toHaveLength(3);
    expect(within(dialog).getByRole('button', { name: /close|关闭/i })).toBeInTheDocument();
    const row = within(dialog)
      .getByText(/310201/)
      .closest('li')!;
    await userEvent.click(within(row).getByRole('button', { name: '使用' }));
    await waitFor(() => expect(useVendor.getState().vendor?.venderId).toBe('310201'));
    expect(await todoCount()).toHaveTextContent(/^\d+$/);
    // demo-supplier-multi holds a vendor with status 98 in a cooperate-check BU (SPEC §4/§9)
    expect(useVendor.getState().cooperate).toBe(false);
  });

  it('without a token sends the browser to the sign-in address', async () => {
    const { leave } = renderPortal('/workbench');
    await waitFor(() => expect(leave).toHaveBeenCalledWith('/portal/'));
  });

  it('shows the disabled-code warning for vendor status 97 and keeps the pages closed', async () => {
    const { notify } = renderPortal('/?apptoken=demo-supplier-disabled');
    expect(
      await screen.findAllByText('该厂编已停用，如有疑问，请联系业务人员处理！', {}, { timeout: 5000 }),
    ).not.toHaveLength(0);
    expect(screen.queryByTestId('todo-count-orderApproval')).toBeNull();
    expect(useVendor.getState().vendor).toBeNull();
    // The to-do request started alongside the checks (below) is silent: no error beside the warning.
    expect(notify).not.toHaveBeenCalledWith('error', expect.anything());
  });

  it('asks for the home’s to-dos alongside the auto-selected combination’s checks, with its headers, once', async () => {
    const log: string[] = [];
    const onStart = ({ request }: { request: Request }) => {
      const name = new URL(request.url).pathname.split('/').pop()!;
      if (name === 'todoCounts')
        log.push(
          `todoCounts sent for ${request.headers.get('venderId')}/${request.headers.get('bu')}/${request.headers.get('partnerId')}`,
        );
    };
    const onEnd = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname.endsWith('/venderLogin')) log.push('venderLogin answered');
    };
    server.events.on('request:start', onStart);
    server.events.on('response:mocked', onEnd);
    try {
      renderPortal('/?apptoken=demo-supplier');
      expect(await todoCount()).toHaveTextContent(/^\d+$/);
      expect(log).toEqual(['todoCounts sent for 100101/12/P10001', 'venderLogin answered']);
    } finally {
      server.events.removeListener('request:start', onStart);
      server.events.removeListener('response:mocked', onEnd);
    }
  });
});

describe('SPEC §6 sides', () => {
  it('retailer staff land on /s/workbench without a supplier picker', async () => {
    const { router } = renderPortal('/?apptoken=demo-retailer');
    expect(await todoCount()).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/s/workbench');
    expect(screen.queryByRole('combobox', { name: '切换厂编' })).toBeNull();
  });

  it('a supplier asking for the retailer area is sent to its own workbench', async () => {
    const { router } = renderPortal('/s/workbench?apptoken=demo-supplier');
    await waitFor(() => expect(router.state.location.pathname).toBe('/workbench'));
  });
});

describe('SPEC §2 shell', () => {
  it('an unknown address shows the not-found page inside the shell', async () => {
    renderPortal('/no/such/screen?apptoken=demo-supplier');
    expect(await screen.findByText('页面不存在', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByRole('navigation', { name: '主菜单' }, { timeout: 10000 })).toBeInTheDocument();
  });

  it('the menu comes from the server module tree, opens group S01 and logs a menu click (SPEC §7 audit log)', async () => {
    renderPortal('/?apptoken=demo-supplier');
    await todoCount();
    // The side menu follows the first screen by a render (ShellLayout).
    const nav = await screen.findByRole('navigation', { name: '主菜单' }, { timeout: 10000 });
    const items = within(nav).getAllByRole('menuitem', { name: '工作台' });
    await userEvent.click(items[items.length - 1]);
    await waitFor(() =>
      expect(table('auditLogs').some((r) => r.objectType === 4 && r.moduleName === '工作台')).toBe(true),
    );
  });

  it('the menu’s full/quick switch follows the first screen (its code loads when idle) and shows the quick menu', async () => {
    renderPortal('/?apptoken=demo-supplier');
    await todoCount();
    const nav = await screen.findByRole('navigation', { name: '主菜单' }, { timeout: 10000 });
    expect(await within(nav).findByRole('radio', { name: '快捷菜单' }, { timeout: 10000 })).not.toBeChecked();
    await userEvent.click(within(nav).getByText('快捷菜单'));
    expect(await within(nav).findByText(/尚未配置快捷菜单/)).toBeInTheDocument();
    await userEvent.click(within(nav).getByText('全部菜单'));
    expect(await within(nav).findByRole('menuitem', { name: '订单管理' })).toBeInTheDocument();
  }, 30_000);

  it('to-dos link to their screens with the pending filter (SPEC §2), promotion and settlement ones too', async () => {
    renderPortal('/?apptoken=demo-supplier');
    const count = await todoCount();
    expect(count.closest('a')).toHaveAttribute('href', '/order/order_approval?status=pending');
    await waitFor(() => expect(screen.getByTestId('todo-count-saleGrossProfit')).not.toHaveTextContent('-'));
    expect(screen.getByTestId('todo-count-saleGrossProfit').closest('a')).toHaveAttribute(
      'href',
      '/promotion/sale_grossprofit?status=pending',
    );
    expect(screen.getByTestId('todo-count-oiExpense').closest('a')).toHaveAttribute(
      'href',
      '/settlement-management/OIexpense_document?status=pending',
    );
    // The header's tools follow the first screen by a render (ShellLayout).
    expect(await screen.findByRole('link', { name: '帮助中心' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('the page title is taken from the system-title text', async () => {
    renderPortal('/?apptoken=demo-supplier');
    await todoCount();
    await waitFor(() => expect(document.title).toBe('工作台 - 供应商协同平台'));
  });

  it('the workbench tab is open and cannot be closed', async () => {
    renderPortal('/?apptoken=demo-supplier');
    await todoCount();
    expect(useTabs.getState().tabs.map((t) => t.key)).toEqual(['/workbench']);
    expect(screen.getByRole('tab', { name: '工作台' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /关闭工作台/ })).toBeNull();
  });
});
