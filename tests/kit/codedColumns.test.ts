import { describe, expect, it } from 'vitest';
import { shopColumn, supplierColumn } from '@/kit/columns';

type Row = { shopId?: string; shopName?: string; venderId?: string; venderName?: string };

describe('shopColumn and supplierColumn (a code and its name)', () => {
  it('show code and name, and nothing on a row without the code (a report grouped otherwise)', () => {
    const shop = shopColumn<Row>().value!;
    const supplier = supplierColumn<Row>().value!;
    expect(shop({ shopId: '1204', shopName: '东莞南城店' })).toBe('1204 东莞南城店');
    expect(supplier({ venderId: '100101', venderName: '广州鲜达食品有限公司' })).toBe('100101 广州鲜达食品有限公司');
    expect(shop({})).toBe('');
    expect(supplier({})).toBe('');
  });
});
