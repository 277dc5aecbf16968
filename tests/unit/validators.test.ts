import {
  LENGTH_LIMITS,
  MAX_BATCHES_PER_ORDER_LINE,
  exceedsLength,
  importedProductionDate,
  isBlank,
  isEmail,
  isIdCard,
  isMobile,
  isProductionDate,
  isValidDate,
  isValidTime,
  isVehiclePlate,
  validateBatches,
} from '@/lib/validators';
import { daysInMonth, isLeapYear, normalizeDate } from '@/lib/dates';

describe('SPEC §5 "Blank means undefined, null or whitespace only"', () => {
  it.each([undefined, null, '', ' ', '\t\n '])('%j is blank', (v) => expect(isBlank(v)).toBe(true));
  it.each([0, false, 'a', ' a ', [], {}])('%j is not blank', (v) => expect(isBlank(v)).toBe(false));
});

describe('SPEC §5 "Dates accept YYYY-MM-DD or YYYY/MM/DD with calendar and leap-year check"', () => {
  it.each(['2025-06-18', '2025/06/18', '2024-02-29', '2000/02/29', '2025-12-31', '2025-01-01'])('accepts %s', (d) =>
    expect(isValidDate(d)).toBe(true),
  );
  it.each([
    '2025-02-29', // not a leap year
    '1900-02-29', // century, not leap
    '2025-04-31',
    '2025-13-01',
    '2025-00-10',
    '2025-06-00',
    '2025-6-18', // month needs two digits
    '2025-06/18', // mixed separators
    '2025.06.18',
    '18-06-2025',
    '',
    undefined,
    20250618,
  ])('rejects %j', (d) => expect(isValidDate(d)).toBe(false));

  it('knows leap years and month lengths', () => {
    expect([1900, 2000, 2024, 2025].map(isLeapYear)).toEqual([false, true, true, false]);
    expect([1, 2, 4, 12].map((m) => daysInMonth(2024, m))).toEqual([31, 29, 30, 31]);
  });

  it('normalises a date', () => {
    expect(normalizeDate('2025/06/18')).toBe('2025-06-18');
    expect(normalizeDate('2025/6/8')).toBeNull();
    expect(normalizeDate('2025/6/8', { loose: true })).toBe('2025-06-08');
  });
});

describe('SPEC §5 "Time input format 01:00-24:00"', () => {
  it.each(['01:00', '09:30', '12:59', '23:59', '24:00'])('accepts %s', (t) => expect(isValidTime(t)).toBe(true));
  it.each(['00:00', '00:30', '24:01', '25:00', '12:60', '9:30', '0930', '', null])('rejects %j', (t) =>
    expect(isValidTime(t)).toBe(false),
  );
});

describe('SPEC §5 "Patterns: vehicle plate"', () => {
  it.each([
    '粤B12345', // regular
    '京A1234学', // learner
    '沪C9876警', // police
    '粤Z1234港', // Hong Kong
    '川A1234挂', // trailer
    '粤BD12345', // new energy, small car
    '粤BFA1234', // new energy, small car with a letter
    '粤B12345D', // new energy, large vehicle
    '使A12345',
  ])('accepts %s', (p) => expect(isVehiclePlate(p)).toBe(true));
  it.each([
    'B12345', // no province
    '粤12345', // no issuing letter
    '粤B1234', // too short
    '粤BI2345', // letter I
    '粤BO2345', // letter O
    '粤b12345', // lower case
    '粤BD123', // too short
    '粤BX12345', // eight characters but not D/F
    '粤B1234DD',
    '',
    null,
  ])('rejects %j', (p) => expect(isVehiclePlate(p)).toBe(false));
});

describe('SPEC §5 "ID card 15 or 18 digits (last may be X)"', () => {
  it.each(['440301199001011234', '44030119900101123X', '44030119900101123x', '440301900101123'])('accepts %s', (id) =>
    expect(isIdCard(id)).toBe(true),
  );
  it.each(['4403011990010112', '4403011990010112345', '4403011990010112X4', '44030190010112X', 'abc', '', undefined])(
    'rejects %j',
    (id) => expect(isIdCard(id)).toBe(false),
  );
});

describe('SPEC §5 "mobile number starts with 1, then 3, 4, 5, 7 or 8, then 9 digits"', () => {
  it.each(['13800138000', '14512345678', '15012345678', '17712345678', '18912345678'])('accepts %s', (m) =>
    expect(isMobile(m)).toBe(true),
  );
  it.each([
    '12012345678',
    '16012345678',
    '19012345678',
    '1381234567',
    '138123456789',
    '23800138000',
    '+8613800138000',
    '',
  ])('rejects %j', (m) => expect(isMobile(m)).toBe(false));
});

describe('SPEC §5 "Contact phone, main email and cc email must be valid"', () => {
  it.each(['a@b.cn', 'first.last+tag@mail.example.com', 'x_y-z@sub-domain.org'])('accepts %s', (e) =>
    expect(isEmail(e)).toBe(true),
  );
  it.each(['a@b', '@b.cn', 'a b@c.cn', 'a@b..cn', 'a@.cn', 'plain', ''])('rejects %j', (e) =>
    expect(isEmail(e)).toBe(false),
  );
});

describe('SPEC §5 "Length limits (server messages)"', () => {
  it('exports the fourteen limits with the SPEC numbers', () => {
    expect(LENGTH_LIMITS).toEqual({
      businessLicenseNo: 32,
      orgCode: 20,
      taxNumber: 32,
      postalCode: 6,
      address: 200,
      contact: 32,
      phone: 64,
      applicant: 32,
      applicantPhone: 64,
      applicantIdNo: 20,
      applicantAddress: 64,
      applicantPostalCode: 6,
      venderName: 64,
      email: 32,
    });
  });

  it('counts characters, not bytes', () => {
    expect(exceedsLength('518000', LENGTH_LIMITS.postalCode)).toBe(false);
    expect(exceedsLength('5180001', LENGTH_LIMITS.postalCode)).toBe(true);
    expect(exceedsLength('深圳市福田区', 6)).toBe(false);
    expect(exceedsLength(undefined, 1)).toBe(false);
  });
});

describe('SPEC §5 "Batch entry: one row per batch, at most three batches per order line; production date yyyy-MM-dd, yyyy/m/d on import"', () => {
  it('has the SPEC §9 limit of three', () => expect(MAX_BATCHES_PER_ORDER_LINE).toBe(3));

  it('checks the production date as yyyy-MM-dd when entered', () => {
    expect(isProductionDate('2025-06-01')).toBe(true);
    expect(isProductionDate('2025/06/01')).toBe(false);
    expect(isProductionDate('2025-6-1')).toBe(false);
    expect(isProductionDate('2025-02-30')).toBe(false);
  });

  it('reads yyyy/m/d on import', () => {
    expect(importedProductionDate('2025/6/1')).toBe('2025-06-01');
    expect(importedProductionDate('2024/2/29')).toBe('2024-02-29');
    expect(importedProductionDate('2025-06-01')).toBe('2025-06-01');
    expect(importedProductionDate('2025/2/29')).toBeNull();
    expect(importedProductionDate('6/1/2025')).toBeNull();
  });

  it('flags a repeated batch and a fourth batch of an order line', () => {
    const issues = validateBatches([
      { orderLine: 1, batchNo: 'B1', productionDate: '2025-06-01' },
      { orderLine: 1, batchNo: 'B2', productionDate: '2025-06-02' },
      { orderLine: 1, batchNo: 'B1', productionDate: '2025-06-03' },
      { orderLine: 1, batchNo: 'B3', productionDate: '2025-06-03' },
      { orderLine: 1, batchNo: 'B4', productionDate: '2025/06/04' },
      { orderLine: 2, batchNo: 'B1', productionDate: '2025-06-01' },
    ]);
    expect(issues).toEqual([
      { index: 2, problem: 'duplicateBatch' },
      { index: 4, problem: 'tooManyBatches' },
      { index: 4, problem: 'productionDate' },
    ]);
  });
});
