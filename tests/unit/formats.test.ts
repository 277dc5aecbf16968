import {
  DECIMALS,
  TAX_RATES,
  formatAmount,
  formatCost,
  formatDate,
  formatMonth,
  formatNumber,
  formatPercent,
  groupThousands,
  formatPrice,
  formatQuantity,
  formatTaxRate,
  formatValue,
  roundTo,
  toNumber,
} from '@/lib/formats';

describe('SPEC §9 "2 decimals for amounts and prices, 3 for quantities, 4 for costs"', () => {
  it('has the decimals per kind', () => expect(DECIMALS).toEqual({ amount: 2, price: 2, quantity: 3, cost: 4 }));

  it('writes amounts and prices with 2 decimals', () => {
    expect(formatAmount(1234.5)).toBe('1,234.50');
    expect(formatAmount('88')).toBe('88.00');
    expect(formatPrice(6.9)).toBe('6.90');
    expect(formatPrice(1.005)).toBe('1.01');
    expect(formatAmount(-1.005)).toBe('-1.01');
  });

  it('writes quantities with 3 decimals and costs with 4', () => {
    expect(formatQuantity(2)).toBe('2.000');
    expect(formatQuantity(0.0005)).toBe('0.001');
    expect(formatCost(5.12345)).toBe('5.1235');
    expect(formatCost('0.1')).toBe('0.1000');
  });

  it('leaves blank and non-numeric values empty and never writes -0', () => {
    for (const v of [undefined, null, '', '  ', 'abc', NaN, Infinity]) expect(formatAmount(v)).toBe('');
    expect(formatAmount(-0.001)).toBe('0.00');
    expect(formatNumber('1,234.5', 2)).toBe('1,234.50');
  });

  it('rounds in decimal and copes with exponent notation', () => {
    expect(roundTo(2.675, 2)).toBe(2.68);
    expect(roundTo(1e-7, 2)).toBe(0);
    expect(roundTo(1e21, 2)).toBe(1e21);
    expect(toNumber(' 12 ')).toBe(12);
    expect(toNumber(true)).toBeNull();
  });
});

describe('SPEC §9 numbers read like money: thousands separators with the decimals of their kind', () => {
  it('groups thousands in amounts, prices, quantities and costs', () => {
    expect(formatAmount(1313402.75)).toBe('1,313,402.75');
    expect(formatAmount('1313402.754')).toBe('1,313,402.75');
    expect(formatPrice(1000)).toBe('1,000.00');
    expect(formatQuantity(12345.6789)).toBe('12,345.679');
    expect(formatCost(9876543.21)).toBe('9,876,543.2100');
    expect(formatValue('amount', 1234567890.1)).toBe('1,234,567,890.10');
  });

  it('leaves numbers under a thousand ungrouped', () => {
    expect(formatAmount(999.995)).toBe('1,000.00');
    expect(formatAmount(999.994)).toBe('999.99');
    expect(formatNumber(7, 0)).toBe('7');
  });

  it('groups negatives after their sign', () => {
    expect(formatAmount(-1313402.75)).toBe('-1,313,402.75');
    expect(formatAmount(-100)).toBe('-100.00');
    expect(formatAmount('-1000')).toBe('-1,000.00');
  });

  it('writes zero with its decimals and never -0', () => {
    expect(formatAmount(0)).toBe('0.00');
    expect(formatQuantity('0')).toBe('0.000');
    expect(formatAmount(-0.004)).toBe('0.00');
  });

  it('writes nothing for null, blank and non-numeric values', () => {
    for (const v of [null, undefined, '', 'n/a', NaN]) {
      expect(formatAmount(v)).toBe('');
      expect(formatPercent(v)).toBe('');
    }
  });

  it('writes rates in percent with 2 decimals', () => {
    expect(formatPercent(45.2)).toBe('45.20%');
    expect(formatPercent(0)).toBe('0.00%');
    expect(formatPercent(12345)).toBe('12,345.00%');
  });

  it('groups a plain decimal text', () => {
    expect(groupThousands('1313402.75')).toBe('1,313,402.75');
    expect(groupThousands('-1000')).toBe('-1,000');
    expect(groupThousands('100')).toBe('100');
  });
});

describe('SPEC §3 "Default date format YYYY-MM-DD"', () => {
  it('writes dates and date-times as YYYY-MM-DD', () => {
    expect(formatDate('2025-06-10 09:30:00')).toBe('2025-06-10');
    expect(formatDate('2025/6/1')).toBe('2025-06-01');
    expect(formatDate('2025-06-18T08:00:00.000Z'.slice(0, 10))).toBe('2025-06-18');
    expect(formatDate(new Date(2025, 0, 5))).toBe('2025-01-05');
    expect(formatDate(new Date(2025, 0, 5).getTime())).toBe('2025-01-05');
    expect(formatDate('')).toBe('');
    expect(formatDate(null)).toBe('');
    expect(formatDate('2025-02-30')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });

  it('writes months as YYYY-MM', () => {
    expect(formatMonth('2025-6')).toBe('2025-06');
    expect(formatMonth('2025-06-18')).toBe('2025-06');
  });
});

describe('SPEC §9 "Tax rate labels 6, 9, 10, 11, 13, 16, 17 percent"', () => {
  it('lists the rates', () => expect([...TAX_RATES]).toEqual([6, 9, 10, 11, 13, 16, 17]));

  it('labels a rate given in percent or as a fraction', () => {
    expect(TAX_RATES.map(formatTaxRate)).toEqual(['6%', '9%', '10%', '11%', '13%', '16%', '17%']);
    expect(formatTaxRate('13')).toBe('13%');
    expect(formatTaxRate(0.09)).toBe('9%');
    expect(formatTaxRate(0)).toBe('0%');
    expect(formatTaxRate(undefined)).toBe('');
  });
});

describe('formatValue', () => {
  it('dispatches by kind', () => {
    expect(formatValue('amount', 1)).toBe('1.00');
    expect(formatValue('price', 1)).toBe('1.00');
    expect(formatValue('quantity', 1)).toBe('1.000');
    expect(formatValue('cost', 1)).toBe('1.0000');
    expect(formatValue('date', '2025-06-10 09:30:00')).toBe('2025-06-10');
    expect(formatValue('month', '2025-06-10')).toBe('2025-06');
    expect(formatValue('taxRate', 13)).toBe('13%');
  });
});
