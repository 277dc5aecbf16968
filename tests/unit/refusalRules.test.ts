import { messageKeysOf, receiptProblems } from '@/features/booking/contract';
import { contactFields } from '@/features/register/schemas/registerForm';
import { isPostalCode } from '@/lib/validators';

/* Client rules that say what is wrong (SPEC §5), the server's messages as i18n keys. */

describe('refusals say what is wrong (SPEC §5)', () => {
  it('actual cartons: negative or fractional is its own message, more than requested another', () => {
    const requested = { requestedCartons: 10, requestedSkus: 3 };
    expect(messageKeysOf(receiptProblems({ actualCartons: -1, actualSkus: 3 }, requested))).toEqual({
      actualCartons: 'booking:rule.actualCartonsWhole',
    });
    expect(messageKeysOf(receiptProblems({ actualCartons: 2.5, actualSkus: 3 }, requested))).toEqual({
      actualCartons: 'booking:rule.actualCartonsWhole',
    });
    expect(messageKeysOf(receiptProblems({ actualCartons: 11, actualSkus: 3 }, requested))).toEqual({
      actualCartons: 'booking:rule.actualCartons',
    });
    expect(messageKeysOf(receiptProblems({ actualCartons: 0, actualSkus: 3 }, requested))).toBeNull();
  });

  it('postal code 6: six digits, checked by the registration form', () => {
    expect(isPostalCode('518000')).toBe(true);
    for (const bad of ['abcdef', '51800', '5180001', '51800a']) expect(isPostalCode(bad)).toBe(false);
    expect(contactFields.find((f) => f.name === 'postalCode')).toMatchObject({ check: 'postalCode' });
  });
});
