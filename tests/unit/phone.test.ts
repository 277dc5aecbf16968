import { isPhone } from '@/lib/validators';

/** SPEC §5 "Contact phone … must be valid": a landline or mobile, digits with + - spaces and parentheses, 7–20 characters, at least 7 digits. */
describe('SPEC §5 contact phone (isPhone)', () => {
  it.each(['13812345678', '0755-83001234', '(0755) 8300 1234', '+86 755 8300 1234', '+852 2345 6789', '8300123'])(
    'takes %s',
    (phone) => expect(isPhone(phone)).toBe(true),
  );
  it.each([
    'abc',
    '1',
    '<script>',
    '123456',
    '-------',
    '0755-8300abcd',
    '+86 (755) 8300 1234 5678',
    '86+7558300123',
    '',
    null,
    13812345678,
  ])('refuses %j', (phone) => expect(isPhone(phone)).toBe(false));
});
