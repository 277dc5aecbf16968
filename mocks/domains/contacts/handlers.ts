import * as contacts from './service';
import { postRoutes } from '../../handlers/route';

/** Supplier contacts: docs/API.md "Supplier contacts". */
export const handlers = [
  ...postRoutes('/api/fea-vsm/contact', {
    query: ({ ctx, body }) => contacts.queryContacts(ctx, body),
    save: ({ ctx, body }) => contacts.saveContact(ctx, body),
    submit: ({ ctx, body }) => contacts.submitContacts(ctx, body),
    disable: ({ ctx, body }) => contacts.disableContacts(ctx, body),
  }),
];
