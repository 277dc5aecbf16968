import { listSource, type SearchSource } from '@/kit/search';
import { listMail } from './api';
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
    params: { folder: 'inbox' },
    param: 'keyword',
    hit: (m) => ({
      key: m.emailId,
      number: m.title,
      name: m.senderName,
      statusKey: m.readStatus === 0 ? 'mail:filter.unread' : 'mail:filter.read',
      tone: m.readStatus === 0 ? 'processing' : 'default',
      date: m.receiveTime,
      to: `${screen}?open=${encodeURIComponent(m.emailId)}`,
    }),
  });

export const searchSources: SearchSource[] = [
  inbox('supplier', '/message/email/:tabs?', '/message/email/inbox'),
  inbox('retailer', '/s/message/email/:tabs?', '/s/message/email/inbox'),
];
