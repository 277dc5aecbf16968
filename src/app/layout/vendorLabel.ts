import type { SupplierOption } from '@/api/types';
import { showServerText } from '@/i18n/serverText';

export const optionKey = (o: { bu: string; venderId: string; partnerId: string }) =>
  `${o.bu}|${o.venderId}|${o.partnerId}`;

/** The combination as the header names it; the server's names in the user's script (zh-HK: Traditional). */
export const optionLabel = (o: SupplierOption) =>
  `${o.venderId} ${showServerText(o.venderName)} · ${showServerText(o.buName ?? o.bu)}`;
