import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { registerRoutes } from '@/features/register/routes';
import { fastUser, pageTest } from '../support/page';
import { field } from '../support/queries';

/** SPEC §5 "Contact phone, main email and cc email must be valid" on the public registration (tests/mocks/registerFormats.test.ts: the server refuses them too). */

const page = pageTest({
  routes: registerRoutes,
  account: null,
  calls: /register\/(submit)$/,
  waitMs: 8000,
});

const itemOf = (label: string) =>
  screen.getByText(label, { selector: 'label' }).closest<HTMLElement>('.ant-form-item')!;

describe('registration: the contact phone must be a phone number (SPEC §5)', () => {
  it.each(['abc', '1', '<script>'])(
    '%j is refused with the format message, the values kept and nothing sent',
    async (phone) => {
      const user = fastUser();
      page.open('/venders/registerDetail');
      await user.click(field('Supplier name'));
      await user.paste('Shenzhen Fresh Fruit Co., Ltd.');
      await user.click(field('Contact phone'));
      await user.paste(phone);
      fireEvent.click(screen.getByRole('button', { name: 'Submit registration' }));
      await waitFor(() =>
        expect(within(itemOf('Contact phone')).getByText('Please enter the correct format')).toBeInTheDocument(),
      );
      expect(field('Contact phone')).toHaveValue(phone);
      expect(field('Supplier name')).toHaveValue('Shenzhen Fresh Fruit Co., Ltd.');
      expect(page.callsOf('submit')).toEqual([]);
    },
  );

  it('a landline with area code passes the check', async () => {
    const user = fastUser();
    page.open('/venders/registerDetail');
    await user.click(field('Contact phone'));
    await user.paste('0755-83001234');
    fireEvent.click(screen.getByRole('button', { name: 'Submit registration' }));
    await waitFor(() =>
      expect(within(itemOf('Contact person')).getByText('Please enter Contact person')).toBeInTheDocument(),
    );
    expect(within(itemOf('Contact phone')).queryByText('Please enter the correct format')).toBeNull();
  });
});
