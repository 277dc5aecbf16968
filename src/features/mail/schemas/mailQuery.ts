import type { ReactNode } from 'react';
import type { QueryPageConfig, ToolbarAction } from '@/kit/query';
import type { ColumnSchema, FieldOption, FieldSchema } from '@/kit/schema';
import { listMail } from '../api';
import type { Folder, MailItem } from '../types';

/** One folder of internal mail as a QueryPage (SPEC §2 inbox, outbox, drafts, recycle bin; §4 filters). */

const label = (name: string) => `mail:field.${name}`;
const yesNo = (yes: string, no: string): FieldOption[] => [
  { value: '1', labelKey: `mail:filter.${yes}` },
  { value: '0', labelKey: `mail:filter.${no}` },
];
export const FOLDER_OPTIONS: FieldOption[] = (['inbox', 'outbox', 'draft', 'recycle'] as const).map((f) => ({ value: f, labelKey: `mail:folder.${f}` }));

const search: FieldSchema[] = [
  { name: 'title', labelKey: label('title'), kind: 'input' },
  { name: 'sender', labelKey: label('sender'), kind: 'input' },
  { name: 'date', labelKey: label('date'), kind: 'range-picker' },
  { name: 'readStatus', labelKey: label('readStatus'), kind: 'select', options: yesNo('read', 'unread') },
  { name: 'replied', labelKey: label('replied'), kind: 'select', options: yesNo('replied', 'notReplied') },
  { name: 'hasAttachment', labelKey: label('hasAttachment'), kind: 'select', options: yesNo('withAttachment', 'withoutAttachment') },
];

export type FolderActions = {
  /** The title cell (markers and the link that opens the mail). */
  renderTitle: (row: MailItem) => ReactNode;
  toolbar: ToolbarAction<MailItem>[];
};

export function mailQuery(folder: Folder, { renderTitle, toolbar }: FolderActions): QueryPageConfig<MailItem> {
  const incoming = folder === 'inbox' || folder === 'recycle';
  const columns: ColumnSchema<MailItem>[] = [
    { key: 'title', titleKey: label('title'), width: 360, render: renderTitle },
    incoming ? { key: 'senderName', titleKey: label('sender'), width: 200 } : { key: 'recipientNames', titleKey: label('recipients'), width: 240 },
    { key: 'receiveTime', titleKey: label(folder === 'inbox' ? 'receiveTime' : folder === 'draft' ? 'savedTime' : 'time'), width: 170 },
    ...(folder === 'inbox'
      ? [{ key: 'readStatus', titleKey: label('readStatus'), width: 90, status: true, options: [{ value: '0', labelKey: 'mail:filter.unread' }, { value: '1', labelKey: 'mail:filter.read' }], tones: { '0': 'processing', '1': 'default' } } satisfies ColumnSchema<MailItem>]
      : []),
    ...(folder === 'recycle' ? [{ key: 'originFolder', titleKey: label('originFolder'), width: 110, options: FOLDER_OPTIONS } satisfies ColumnSchema<MailItem>] : []),
  ];
  return {
    id: `mail-${folder}`,
    query: listMail,
    rowKey: 'id',
    search,
    columns,
    params: { folder },
    autoQuery: true,
    selection: 'checkbox',
    toolbar,
  };
}
