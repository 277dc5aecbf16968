import type { SupplierOption } from '@/api/types';

export const optionKey = (o: { bu: string; venderId: string; partnerId: string }) =>
  `${o.bu}|${o.venderId}|${o.partnerId}`;

export const optionLabel = (o: SupplierOption) => `${o.venderId} ${o.venderName} · ${o.buName ?? o.bu}`;
