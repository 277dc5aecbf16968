import { PlusOutlined } from '@ant-design/icons';
import type { ActionContext, QueryPageConfig } from '@/kit/query';
import { RichText } from '@/kit/richtext';
import type { ColumnSchema, FieldOption, FieldSchema } from '@/kit/schema';
import { queryTemplates } from '../api';
import type { MailTemplate } from '../types';

/** SPEC §6 function permissions of the email templates. */
export const TEMPLATE_RIGHTS = { add: 'emailTemplate:add', save: 'emailTemplate:save', query: 'emailTemplate:query' } as const;

export const TEMPLATE_TYPES: FieldOption[] = ['1', '2', '3'].map((value) => ({ value, labelKey: `notices:template.type.${value}` }));

const label = (name: string) => `notices:template.field.${name}`;

/** The body as one line of text for the grid (the detail shows it formatted). */
export function bodyText(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

const search: FieldSchema[] = [
  { name: 'name', labelKey: label('name'), kind: 'input' },
  { name: 'subject', labelKey: label('subject'), kind: 'input' },
  { name: 'type', labelKey: label('type'), kind: 'select', options: TEMPLATE_TYPES },
  { name: 'modifyDate', labelKey: label('modifyDate'), kind: 'range-picker' },
];

const column = (key: keyof MailTemplate & string, rest: Partial<ColumnSchema<MailTemplate>> = {}): ColumnSchema<MailTemplate> => ({ key, titleKey: label(key), ...rest });

const columns: ColumnSchema<MailTemplate>[] = [
  column('name', { width: 200, sortable: true }),
  column('subject', { width: 220 }),
  column('type', { options: TEMPLATE_TYPES, width: 110 }),
  column('body', { width: 320, value: (r) => bodyText(r.body) }),
  column('creator', { width: 110 }),
  column('modifyDate', { format: 'date', sortable: true, width: 120 }),
];

const detailFields: ColumnSchema<MailTemplate>[] = [
  column('name'),
  column('subject'),
  column('type', { options: TEMPLATE_TYPES }),
  column('creator'),
  column('createDate', { format: 'date' }),
  column('modifier'),
  column('modifyDate', { format: 'date' }),
];

export type TemplateActions = {
  add: (ctx: ActionContext<MailTemplate>) => void;
  edit: (row: MailTemplate, ctx: ActionContext<MailTemplate>) => void;
};

/** Email templates (SPEC §2 /s/basicinfo/notictemplate): query, add and save by function permission. */
export function templateQuery(actions: TemplateActions): QueryPageConfig<MailTemplate> {
  return {
    id: 'notices.templates',
    query: queryTemplates,
    rowKey: 'templateId',
    search,
    columns,
    autoQuery: true,
    toolbar: [{ key: 'add', labelKey: 'notices:template.action.add', right: TEMPLATE_RIGHTS.add, primary: true, icon: <PlusOutlined />, onClick: actions.add }],
    rowActions: [{ key: 'edit', labelKey: 'notices:template.action.edit', right: TEMPLATE_RIGHTS.save, onClick: actions.edit }],
    detail: { titleKey: 'notices:template.detailTitle', fields: detailFields, width: 860, extra: (row) => <RichText html={row.body} className="vsm-notice-body" /> },
  };
}
