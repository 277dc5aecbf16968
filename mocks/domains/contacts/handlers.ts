import * as contacts from './service';
import { postRoutes } from '../../handlers/route';
import { CONTACT_BASE, CONTACT_PATHS as P } from '@/features/contacts/contract';

/** Supplier contacts: docs/API.md "Supplier contacts". */
export const handlers = [
  ...postRoutes(CONTACT_BASE, {
    [P.query]: ({ ctx, body }) => contacts.queryContacts(ctx, body),
    [P.save]: ({ ctx, body }) => contacts.saveContact(ctx, body),
    [P.submit]: ({ ctx, body }) => contacts.submitContacts(ctx, body),
    [P.disable]: ({ ctx, body }) => contacts.disableContacts(ctx, body),
  }),
];
