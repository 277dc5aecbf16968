import { useState } from 'react';
import { App, Button, Form, Input, Select, Space } from 'antd';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/kit/dialog';
import { actionsColumnWidth, DataGrid } from '@/kit/grid';
import type { ColumnSchema } from '@/kit/schema';
import { useRequest } from '@/kit/useRequest';
import { useToast } from '@/kit/useToast';
import { deleteGroup, listGroups, mailRecipients, saveGroup } from '../api';
import { groupProblems } from '../contract';
import type { ReceiverGroup } from '../types';

type Editing = { groupId?: string; groupName: string; members: string[] };

const COLUMNS: ColumnSchema<ReceiverGroup>[] = [
  { key: 'groupName', titleKey: 'mail:groups.name', width: 220 },
  {
    key: 'members',
    titleKey: 'mail:groups.members',
    width: 420,
    value: (g) => g.members.map((m) => `${m.id} ${m.name}`).join(', '),
  },
  { key: 'updatedAt', titleKey: 'mail:groups.updatedAt', width: 170 },
];

/** Receiver groups of retailer staff: supplier codes one mail can go to (used as a recipient). */
export function ReceiverGroups({ onChanged }: { onChanged: () => void }) {
  const { t } = useTranslation('mail');
  const { modal } = App.useApp();
  const toast = useToast();
  const groups = useRequest((signal) => listGroups({ signal }), []);
  const vendors = useRequest(
    (signal) => mailRecipients({ signal }).then((list) => list.filter((r) => r.kind === 'vendor')),
    [],
  );
  const [editing, setEditing] = useState<Editing | null>(null);
  const [touched, setTouched] = useState(false);
  const [saving, setSaving] = useState(false);

  const problems = editing ? groupProblems(editing) : [];
  const problemOf = (field: 'groupName' | 'members') => {
    const p = problems.find((x) => x.field === field);
    return p ? t(p.key, p.params) : null;
  };
  const nameProblem = problemOf('groupName');
  const membersProblem = problemOf('members');

  const changed = () => {
    groups.reload();
    onChanged();
  };

  const save = async () => {
    setTouched(true);
    if (!editing || nameProblem || membersProblem || saving) return;
    setSaving(true);
    try {
      await saveGroup({
        ...(editing.groupId ? { groupId: editing.groupId } : {}),
        groupName: editing.groupName.trim(),
        members: editing.members,
      });
      toast.success(t('groups.saved'));
      setEditing(null);
      changed();
    } catch {
      // The server's message was shown; the dialog keeps what was typed.
    } finally {
      setSaving(false);
    }
  };

  const remove = (g: ReceiverGroup) =>
    modal.confirm({
      title: t('groups.deleteTitle', { name: g.groupName }),
      okButtonProps: { danger: true },
      onOk: async () => {
        await deleteGroup(g.groupId);
        toast.success(t('groups.deleted'));
        changed();
      },
    });

  const open = (next: Editing) => {
    setTouched(false);
    setEditing(next);
  };

  return (
    <section aria-label={t('groups.tab')}>
      <Space style={{ marginBottom: 12 }}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => open({ groupName: '', members: [] })}>
          {t('groups.add')}
        </Button>
      </Space>
      <DataGrid<ReceiverGroup>
        columns={COLUMNS}
        rows={groups.data ?? []}
        rowKey="groupId"
        loading={groups.loading}
        label={t('groups.tab')}
        actions={{
          title: t('groups.actions'),
          width: actionsColumnWidth([[t('groups.edit'), t('groups.delete')]], 150),
          items: () => [
            { key: 'edit', label: t('groups.edit') },
            { key: 'delete', label: t('groups.delete'), danger: true },
          ],
          onAction: (key, g) =>
            key === 'edit'
              ? open({ groupId: g.groupId, groupName: g.groupName, members: g.members.map((m) => m.id) })
              : remove(g),
        }}
      />
      <Dialog
        open={!!editing}
        title={t(editing?.groupId ? 'groups.editTitle' : 'groups.addTitle')}
        width={640}
        onCancel={() => setEditing(null)}
        onOk={() => void save()}
        confirmLoading={saving}
        destroyOnHidden
      >
        {editing && (
          <Form layout="vertical">
            <Form.Item
              label={t('groups.name')}
              htmlFor="mail-group-name"
              required
              validateStatus={touched && nameProblem ? 'error' : undefined}
              help={touched ? nameProblem : undefined}
            >
              <Input
                id="mail-group-name"
                value={editing.groupName}
                onChange={(e) => setEditing({ ...editing, groupName: e.target.value })}
              />
            </Form.Item>
            <Form.Item
              label={t('groups.members')}
              htmlFor="mail-group-members"
              validateStatus={touched && membersProblem ? 'error' : undefined}
              help={touched ? membersProblem : undefined}
            >
              <Select
                id="mail-group-members"
                mode="tags"
                value={editing.members}
                onChange={(members: string[]) => setEditing({ ...editing, members })}
                options={(vendors.data ?? []).map((v) => ({ value: v.id, label: `${v.name} (${v.id})` }))}
                showSearch={{ optionFilterProp: 'label' }}
                tokenSeparators={[',', ';', ' ']}
                placeholder={t('groups.membersPlaceholder')}
              />
            </Form.Item>
          </Form>
        )}
      </Dialog>
    </section>
  );
}
