import { fieldProblems, type FieldRule } from '@/lib/fieldRules';

const RULES: Record<'name' | 'phone' | 'note', FieldRule<'digits'>> = {
  name: { required: true, maxLength: 4 },
  phone: { required: true, maxLength: 6, check: 'digits' },
  note: { maxLength: 3 },
};
const CHECKS = { digits: (v: unknown) => /^\d+$/.test(String(v)) };

describe("a contract's field rules (SPEC §5): each field's first problem", () => {
  it('names required, then length, then format, and nothing for a good or an empty optional field', () => {
    expect(fieldProblems(RULES, { name: ' ', phone: '1234567x', note: '' }, CHECKS)).toEqual({
      name: 'required',
      phone: 'tooLong',
    });
    expect(fieldProblems(RULES, { name: '张三', phone: '12a', note: 'abcd' }, CHECKS)).toEqual({
      phone: 'format',
      note: 'tooLong',
    });
    expect(fieldProblems(RULES, { name: '张三', phone: '123' }, CHECKS)).toBeNull();
  });
});
