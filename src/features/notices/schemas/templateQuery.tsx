import PlusOutlined from '@ant-design/icons/PlusOutlined';
import type { ReactNode } from 'react';
import type { ActionDialogProps, QueryPageConfig } from '@/kit/query';
import { RichText } from '@/kit/richtext';
import { columnsIn } from '@/kit/columns';
import type { ColumnSchema } from '@/kit/schema';
import { queryTemplates } from '../api';
import { TEMPLATE_RIGHTS, TEMPLATE_TYPES } from '../contract';
import type { MailTemplate } from '../types';

/** The body as one line of text for the grid (the detail shows it formatted). */
export function bodyText(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

const column = columnsIn<MailTemplate>('notices:template.field');

const columns: ColumnSchema<MailTemplate>[] = [
  column('name', { width: 200, sortable: true, search: true }),
  column('subject', { width: 220, search: true }),
  column('type', { options: TEMPLATE_TYPES, width: 110, search: true }),
  column('body', { width: 320, value: (r) => bodyText(r.body), detail: false }),
  column('creator', { width: 110 }),
  column('createDate', { format: 'date', grid: false }),
  column('modifier', { grid: false }),
  column('modifyDate', { format: 'date', sortable: true, width: 120, search: true }),
];

type Editor = (props: ActionDialogProps<MailTemplate> & { template: MailTemplate | null }) => ReactNode;

/** Email templates (SPEC §2 /s/basicinfo/notictemplate): query, add and save by function permission. */
export function templateQuery(editor: Editor): QueryPageConfig<MailTemplate> {
  return {
    id: 'notices.templates',
    query: queryTemplates,
    rowKey: 'templateId',
    columns,
    actions: [
      {
        key: 'add',
        labelKey: 'notices:template.action.add',
        right: TEMPLATE_RIGHTS.add,
        primary: true,
        icon: <PlusOutlined />,
        rows: false,
        dialog: (p) => editor({ ...p, template: null }),
      },
      {
        key: 'edit',
        labelKey: 'notices:template.action.edit',
        right: TEMPLATE_RIGHTS.save,
        places: ['row'],
        dialog: (p) => editor({ ...p, template: p.rows[0] }),
      },
    ],
    detail: {
      titleKey: 'notices:template.detailTitle',
      width: 860,
      extra: (row) => <RichText html={row.body} className="vsm-notice-body" />,
    },
  };
}
