import type { ReactNode } from 'react';
import type { DocumentAction, QueryPageConfig } from '@/kit/query';
import type { ColumnSchema, FieldOption } from '@/kit/schema';
import { clearFolder, listMail, moveMail } from '../api';
import type { Folder, MailItem } from '../types';

/** One folder of internal mail as a QueryPage (SPEC §2 inbox, outbox, drafts, recycle bin; §4 filters). */

const label = (name: string) => `mail:field.${name}`;
const yesNo = (yes: string, no: string): FieldOption[] => [
  { value: '1', labelKey: `mail:filter.${yes}` },
  { value: '0', labelKey: `mail:filter.${no}` },
];
export const FOLDER_OPTIONS: FieldOption[] = (['inbox', 'outbox', 'draft', 'recycle'] as const).map((f) => ({
  value: f,
  labelKey: `mail:folder.${f}`,
}));

export type FolderActions = {
  /** The title cell (markers and the link that opens the mail). */
  renderTitle: (row: MailItem) => ReactNode;
  compose: () => void;
  /** After mail moved or a folder was cleared: the unread count may have changed. */
  moved: () => void;
};

const filter = (order: number, yes: string, no: string) => ({
  order,
  kind: 'select' as const,
  options: yesNo(yes, no),
});

export function mailQuery(folder: Folder, { renderTitle, compose, moved }: FolderActions): QueryPageConfig<MailItem> {
  const incoming = folder === 'inbox' || folder === 'recycle';
  const hidden = { grid: false, detail: false } as const;
  const columns: ColumnSchema<MailItem>[] = [
    { key: 'title', titleKey: label('title'), width: 360, render: renderTitle, search: true },
    incoming
      ? { key: 'senderName', titleKey: label('sender'), width: 200 }
      : { key: 'recipientNames', titleKey: label('recipients'), width: 240 },
    { key: 'sender', titleKey: label('sender'), ...hidden, search: { order: 1 } },
    {
      key: 'receiveTime',
      titleKey: label(folder === 'inbox' ? 'receiveTime' : folder === 'draft' ? 'savedTime' : 'time'),
      width: 170,
    },
    { key: 'date', titleKey: label('date'), ...hidden, search: { order: 2, kind: 'range-picker' } },
    folder === 'inbox'
      ? {
          key: 'readStatus',
          titleKey: label('readStatus'),
          width: 90,
          status: true,
          options: [
            { value: '0', labelKey: 'mail:filter.unread' },
            { value: '1', labelKey: 'mail:filter.read' },
          ],
          tones: { '0': 'processing', '1': 'default' },
          search: filter(3, 'read', 'unread'),
        }
      : { key: 'readStatus', titleKey: label('readStatus'), ...hidden, search: filter(3, 'read', 'unread') },
    { key: 'replied', titleKey: label('replied'), ...hidden, search: filter(4, 'replied', 'notReplied') },
    {
      key: 'hasAttachment',
      titleKey: label('hasAttachment'),
      ...hidden,
      search: filter(5, 'withAttachment', 'withoutAttachment'),
    },
    ...(folder === 'recycle'
      ? [
          {
            key: 'originFolder',
            titleKey: label('originFolder'),
            width: 110,
            options: FOLDER_OPTIONS,
          } satisfies ColumnSchema<MailItem>,
        ]
      : []),
  ];
  const move = (action: 'recycle' | 'recover' | 'delete'): DocumentAction<MailItem> => ({
    key: action,
    labelKey: `mail:action.${action}`,
    call: async (rows) => {
      await moveMail(
        rows.map((m) => m.id),
        action,
      );
      moved();
    },
    successKey: `mail:done.${action}`,
  });
  return {
    id: `mail-${folder}`,
    query: listMail,
    rowKey: 'id',
    columns,
    params: { folder },
    selection: 'checkbox',
    actions: [
      { key: 'compose', labelKey: 'mail:action.compose', primary: true, rows: false, open: compose },
      ...(folder !== 'recycle' ? [move('recycle')] : [move('recover')]),
      ...(folder === 'recycle' || folder === 'draft'
        ? [
            {
              ...move('delete'),
              danger: true,
              confirmKey: 'mail:confirm.deleteTitle',
              confirmTextKey: 'mail:confirm.deleteText',
            },
          ]
        : []),
      {
        key: 'clear',
        labelKey: 'mail:action.clear',
        danger: true,
        rows: false,
        texts: { folder },
        confirmKey: 'mail:confirm.clearTitle',
        confirmTextKey: folder === 'recycle' ? 'mail:confirm.clearRecycleText' : 'mail:confirm.clearText',
        call: async () => {
          const answer = await clearFolder(folder);
          moved();
          return answer;
        },
        successKey: 'mail:done.clear',
      },
    ],
  };
}
