import { addDays, at } from '../../db/clock';
import type { SeedersOf } from '../../db/seed';
import type { RegisterTables, RegistrationRow } from './tables';

const compact = (iso: string) => iso.replace(/-/g, '');

/** A registration already submitted (the retailer's list shows it). */
export function registrationRows(today: string): RegistrationRow[] {
  return [
    {
      registerNo: `REG${compact(addDays(today, -12))}0001`,
      venderName: '深圳市鲜丰果业有限公司',
      businessLicenseNo: '91440300MA5G0R8K2X',
      orgCode: 'MA5G0R8K2',
      taxNumber: '91440300MA5G0R8K2X',
      contact: '赵敏',
      phone: '13823456789',
      email: 'zhaomin@xianfeng.cn',
      address: '广东省深圳市罗湖区东门北路1008号',
      postalCode: '518000',
      provinceId: '440000',
      cityId: '440300',
      licenseFiles: [],
      status: '0',
      createdAt: at(addDays(today, -12), 9, 30),
    },
  ];
}

export const seeders: SeedersOf<RegisterTables> = {
  registrations: (ctx) => registrationRows(ctx.today),
};
