import { addDays, at } from '../../db/clock';
import type { SeedContext, SeedersOf } from '../../db/seed';
import type { ContactRow, ContactsTables } from './tables';
import { CONTACT_STATUS as S } from '@/features/contacts/contract';
import { vendorKeyOf } from '../../db/tables';

/**
 * Supplier contacts (SPEC §3): per supplier combination and large category, at most one contact in
 * effect (status 1), with earlier ones disabled (2) and drafts (0) waiting. The demo supplier 100101
 * has every large category but 15 (dairy) in effect, so a new dairy contact can be submitted, and
 * drafts in categories already in effect, which the one-in-effect rule refuses to submit.
 */

const PEOPLE: Array<[string, string]> = [
  ['张伟', 'zhangwei'],
  ['李娜', 'lina'],
  ['王芳', 'wangfang'],
  ['刘洋', 'liuyang'],
  ['陈静', 'chenjing'],
  ['杨磊', 'yanglei'],
  ['黄敏', 'huangmin'],
  ['赵强', 'zhaoqiang'],
  ['周婷', 'zhouting'],
  ['吴刚', 'wugang'],
  ['徐丽', 'xuli'],
  ['孙浩', 'sunhao'],
];

const mobile = (ctx: SeedContext) => `1${ctx.rng.pick(['3', '5', '8'])}${String(ctx.rng.int(100000000, 999999999))}`;
const landline = (ctx: SeedContext) => `0755-${ctx.rng.int(80000000, 89999999)}`;

export function contactRows(ctx: SeedContext): ContactRow[] {
  const majors = ctx.tables.categories!.filter((c) => c.level === 1);
  const rows: ContactRow[] = [];
  let seq = 0;
  for (const v of ctx.tables.vendors!) {
    const demo = v.venderId === '100101';
    // Other suppliers keep contacts for a few categories only.
    const cats = demo ? majors : majors.filter(() => ctx.rng.chance(0.5));
    cats.forEach((cat, k) => {
      const effective = !(demo && cat.id === '15');
      const disabled = demo ? 3 : ctx.rng.int(0, 2);
      const drafts = demo ? (k % 2 === 0 ? 2 : 1) : ctx.rng.chance(0.3) ? 1 : 0;
      const statuses: ContactRow['status'][] = [
        ...Array<ContactRow['status']>(disabled).fill(S.disabled),
        ...(effective ? [S.inEffect] : []),
        ...Array<ContactRow['status']>(drafts).fill(S.draft),
      ];
      statuses.forEach((status, n) => {
        seq += 1;
        const [name, pinyin] = PEOPLE[(seq * 7 + n) % PEOPLE.length];
        // Older contacts first: the disabled ones were created long ago, drafts lately.
        const created = addDays(ctx.today, -(statuses.length - n) * 60 - ctx.rng.int(0, 40));
        const stamp = (day: string) => at(day, ctx.rng.int(8, 18), ctx.rng.int(0, 59));
        const submitDay = addDays(created, ctx.rng.int(0, 3));
        rows.push({
          contactId: `LX${v.venderId}${String(seq).padStart(4, '0')}`,
          ...vendorKeyOf(v),
          majorId: cat.id,
          majorName: cat.name,
          contactPerson: name,
          phone: ctx.rng.chance(0.6) ? mobile(ctx) : landline(ctx),
          mainEmail: `${pinyin}${seq}@v${v.venderId}.example.com`,
          ccEmail: ctx.rng.chance(0.5) ? `purchase${cat.id}@v${v.venderId}.example.com` : '',
          status,
          creator: v.venderName,
          createDate: stamp(created),
          updateDate: stamp(status === S.draft ? created : submitDay),
          submitDate: status === S.draft ? null : stamp(submitDay),
          disableDate: status === S.disabled ? stamp(addDays(submitDay, 50)) : null,
        });
      });
    });
  }
  return rows;
}

export const seeders: SeedersOf<ContactsTables> = {
  contacts: (ctx) => contactRows(ctx),
};
