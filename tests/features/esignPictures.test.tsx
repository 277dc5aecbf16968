import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { table } from '@mocks/db';
import { glossary } from '@mocks/glossary';
import { esignRoutes } from '@/features/esign/routes';
import { mergeServerTexts } from '@/i18n';
import { MB } from '@/kit/upload';
import { fastUser, pageTest } from '../support/page';
import { button, dialog, enter, eventually, field, findToast } from '../support/queries';

/* The retailer's new picture signature dialog: SPEC §5 upload rules (jpeg/png images only, at most 1 MB). */

const { open, notify } = pageTest({
  routes: esignRoutes,
  account: 'demo-retailer',
  setUp: () => mergeServerTexts('en-US', glossary()),
  waitMs: 8000,
});
const toolbar = () => document.querySelector<HTMLElement>('.vsm-query-toolbar')!;
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const png = (name: string, size = 200) => {
  const bytes = new Uint8Array(size);
  bytes.set(PNG);
  return new File([bytes], name, { type: 'image/png' });
};
/** A PDF named as a png: the check reads the bytes, not the name. */
const pdfAsPng = (name: string) => {
  const bytes = new Uint8Array(300).fill(0x20);
  bytes.set(new TextEncoder().encode('%PDF-1.4\n'));
  return new File([bytes], name, { type: 'image/png' });
};

it('SPEC §5 picture rules: refuses a PDF and an image over 1 MB with their messages; saves a valid png', async () => {
  open('/s/electronic-signature/picturesignature_maintenance');
  await eventually(() => expect(toolbar()).toBeTruthy());
  fireEvent.click(button('New', toolbar()));
  await waitFor(() => expect(dialog()).toHaveTextContent('New picture signature'));
  const input = () => dialog().querySelector<HTMLInputElement>('input[type="file"]')!;
  const user = fastUser();
  await user.upload(input(), pdfAsPng('seal.png'));
  expect(await screen.findByText('Only jpeg/jpg/png images can be uploaded.')).toBeInTheDocument();
  await user.upload(input(), png('seal.png', Math.round(1.1 * MB)));
  expect(await screen.findByText('An image must not exceed 1 MB.')).toBeInTheDocument();

  fireEvent.mouseDown(within(dialog()).getByRole('combobox', { name: 'Business unit' }));
  const option = await eventually(() => {
    const found = document.querySelector<HTMLElement>('.ant-select-item-option[title]');
    expect(found).toBeTruthy();
    return found!;
  });
  // SPEC §5: only the BUs that support electronic seals are offered.
  const offered = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].map((o) => o.textContent);
  const supported = table('bus').filter((b) => b.certBu);
  expect(offered).toHaveLength(supported.length);
  expect(supported.length).toBeLessThan(table('bus').length);
  fireEvent.click(option);
  enter(field('Signature name', dialog()), 'Contract seal 2026');
  await user.upload(input(), png('seal.png'));
  await eventually(() => expect(dialog().querySelectorAll('.ant-upload-list-item-done')).toHaveLength(1));
  fireEvent.click(button('OK', dialog()));
  await findToast('Picture signature saved and enabled');
  expect(notify).not.toHaveBeenCalled();
  const saved = table('pictureSignatures').find((p) => p.name === 'Contract seal 2026')!;
  expect(saved).toMatchObject({ status: '1', image: { size: 200 } });
});
