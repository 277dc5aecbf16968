import { useState } from 'react';
import { App, Checkbox, Tree } from 'antd';
import { Dialog } from '@/kit/dialog';
import { useTranslation } from 'react-i18next';
import type { MenuModule } from '@/api/types';
import { useMenu } from '@/stores/menu';
import { useSession } from '@/stores/session';
import { todoKeysOf, useShellPrefs, type TodoKey } from '@/stores/shellPrefs';
import { isKnownMenuUrl, routeOfAddress } from '../routing/registry';

type TreeNode = { key: string; title: string; children?: TreeNode[] };

function toTree(modules: MenuModule[], t: (k: string) => string): TreeNode[] {
  return [...modules]
    .sort((a, b) => a.orderNumber - b.orderNumber)
    .flatMap((m): TreeNode[] => {
      if (m.childs?.length) {
        const children = toTree(m.childs, t);
        return children.length
          ? [{ key: `group:${m.moduleCode}`, title: t(`shell:menuGroup.${m.moduleCode}`), children }]
          : [];
      }
      if (m.moduleType !== 2 || !isKnownMenuUrl(m.moduleUrl)) return [];
      const match = routeOfAddress(m.moduleUrl);
      return [{ key: m.moduleCode, title: match ? t(match.def.titleKey) : m.moduleName }];
    });
}

function QuickMenuDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('shell');
  const { message } = App.useApp();
  const modules = useMenu((s) => s.modules);
  const { quickMenu, setQuickMenu } = useShellPrefs();
  const [checked, setChecked] = useState<string[]>(quickMenu);
  return (
    <Dialog
      open
      title={t('settings.quickMenu')}
      okText={t('confirm')}
      cancelText={t('cancel')}
      onCancel={onClose}
      onOk={() => {
        setQuickMenu(checked.filter((k) => !k.startsWith('group:')));
        message.success(t('settings.saved'));
        onClose();
      }}
    >
      <Tree
        checkable
        defaultExpandAll
        height={420}
        treeData={toTree(modules, t)}
        checkedKeys={checked}
        onCheck={(keys) => setChecked((Array.isArray(keys) ? keys : keys.checked).map(String))}
      />
    </Dialog>
  );
}

function TodoDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(['shell', 'workbench']);
  const { message } = App.useApp();
  const { todos, setTodos } = useShellPrefs();
  const userType = useSession((s) => s.user?.userType);
  const [checked, setChecked] = useState<TodoKey[]>(todos);
  return (
    <Dialog
      open
      title={t('settings.todos')}
      okText={t('confirm')}
      cancelText={t('cancel')}
      onCancel={onClose}
      onOk={() => {
        setTodos(checked);
        message.success(t('settings.saved'));
        onClose();
      }}
    >
      <Checkbox.Group
        className="todo-config"
        value={checked}
        onChange={(values) => setChecked(values as TodoKey[])}
        options={todoKeysOf(userType).map((key) => ({
          value: key,
          label: t(`workbench:todo${key[0].toUpperCase()}${key.slice(1)}`),
        }))}
      />
    </Dialog>
  );
}

export function SettingsDialogs({ open, onClose }: { open: 'quickMenu' | 'todos' | null; onClose: () => void }) {
  if (open === 'quickMenu') return <QuickMenuDialog onClose={onClose} />;
  if (open === 'todos') return <TodoDialog onClose={onClose} />;
  return null;
}
