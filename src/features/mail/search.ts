import { listSource, statusKeyOf, type SearchSource } from '@/kit/search';
import { listMail } from './api';
import { FOLDER, READ_STATUSES, READ_TONES } from './contract';
import type { MailItem } from './types';

/**
 * The user's own inbox in the search box, by any part of a mail's subject or its sender's name (the
 * list's `keyword`); Enter opens the mail in the mail screen's reader (`?open=<emailId>`, as the
 * workbench's inbox list does). The list answers the caller's mailbox only.
 */
const inbox = (side: 'supplier' | 'retailer', path: string, screen: string) =>
  listSource<MailItem>({
    id: `mail.inbox.${side}`,
    kindKey: 'search:kind.mail',
    side,
    path,
    query: listMail,
    params: { folder: FOLDER.inbox },
    param: 'keyword',
    hit: (m) => ({
      key: m.emailId,
      number: m.title,
      name: m.senderName,
      statusKey: statusKeyOf(READ_STATUSES, m.readStatus),
      tone: READ_TONES[m.readStatus],
      date: m.receiveTime,
      to: `${screen}?open=${encodeURIComponent(m.emailId)}`,
    }),
  });

export const searchSources: SearchSource[] = [
  inbox('supplier', '/message/email/:tabs?', '/message/email/inbox'),
  inbox('retailer', '/s/message/email/:tabs?', '/s/message/email/inbox'),
];
