import type { ReactNode } from 'react';
import type { DocumentAction, QueryPageConfig } from '@/kit/query';
import type { ColumnSchema, FieldOption } from '@/kit/schema';
import { columnsIn, idsOf } from '@/kit/columns';
import { clearFolder, listMail, moveMail } from '../api';
import { FOLDER, FOLDER_OPTIONS, MOVE, READ_STATUSES, READ_TONES, canMove, type MoveAction } from '../contract';
import type { Folder, MailItem } from '../types';

/** One folder of internal mail as a QueryPage (SPEC §2 inbox, outbox, drafts, recycle bin; §4 filters). */

const col = columnsIn<MailItem>('mail:field');
const yesNo = (yes: string, no: string): FieldOption[] => [
  { value: '1', labelKey: `mail:filter.${yes}` },
  { value: '0', labelKey: `mail:filter.${no}` },
];

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
  const incoming = folder === FOLDER.inbox || folder === FOLDER.recycle;
  const hidden = { grid: false, detail: false } as const;
  const timeLabel = folder === FOLDER.inbox ? 'receiveTime' : folder === FOLDER.draft ? 'savedTime' : 'time';
  const columns: ColumnSchema<MailItem>[] = [
    col('title', { width: 360, render: renderTitle, search: true }),
    incoming
      ? col('senderName', { titleKey: 'mail:field.sender', width: 200 })
      : col('recipientNames', { titleKey: 'mail:field.recipients', width: 240 }),
    col('sender', { ...hidden, search: { order: 1 } }),
    col('receiveTime', { titleKey: `mail:field.${timeLabel}`, width: 170 }),
    col('date', { ...hidden, search: { order: 2, kind: 'range-picker' } }),
    folder === FOLDER.inbox
      ? col('readStatus', {
          width: 90,
          status: true,
          options: READ_STATUSES,
          tones: READ_TONES,
          search: filter(3, 'read', 'unread'),
        })
      : col('readStatus', { ...hidden, search: filter(3, 'read', 'unread') }),
    col('replied', { ...hidden, search: filter(4, 'replied', 'notReplied') }),
    col('hasAttachment', { ...hidden, search: filter(5, 'withAttachment', 'withoutAttachment') }),
    ...(folder === FOLDER.recycle ? [col('originFolder', { width: 110, options: FOLDER_OPTIONS })] : []),
  ];
  const move = (action: MoveAction): DocumentAction<MailItem> => ({
    key: action,
    labelKey: `mail:action.${action}`,
    call: async (rows) => {
      await moveMail(idsOf(rows, 'id'), action);
      moved();
    },
    successKey: `mail:done.${action}`,
  });
  /** The folder moves this folder's copies allow (the contract's canMove, which the server checks). */
  const moves = Object.values(MOVE).filter((action) => canMove(action, folder));
  return {
    id: `mail-${folder}`,
    query: listMail,
    rowKey: 'id',
    columns,
    params: { folder },
    selection: 'checkbox',
    actions: [
      { key: 'compose', labelKey: 'mail:action.compose', primary: true, rows: false, open: compose },
      ...moves.map((action) =>
        action === MOVE.delete
          ? {
              ...move(action),
              danger: true,
              confirmKey: 'mail:confirm.deleteTitle',
              confirmTextKey: 'mail:confirm.deleteText',
            }
          : move(action),
      ),
      {
        key: 'clear',
        labelKey: 'mail:action.clear',
        danger: true,
        rows: false,
        texts: { folder },
        confirmKey: 'mail:confirm.clearTitle',
        confirmTextKey: folder === FOLDER.recycle ? 'mail:confirm.clearRecycleText' : 'mail:confirm.clearText',
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
