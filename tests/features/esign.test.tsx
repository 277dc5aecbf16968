import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { table } from '@mocks/db';
import { glossary } from '@mocks/glossary';
import zhCN from '../../locales/zh-CN/esign.json';
import enUS from '../../locales/en-US/esign.json';
import { esignRoutes } from '@/features/esign/routes';
import { mergeServerTexts } from '@/i18n';
import { pageTest } from '../support/page';
import { button, columnTexts, findToast, rowOf, waitForRows } from '../support/queries';

/* E-signature screens (SPEC §2 both sides; §5 seal validity and picture rules; §4 sign status) against the mock backend. */

const { signInAs, open } = pageTest({
  routes: esignRoutes,
  account: null,
  setUp: () => mergeServerTexts('en-US', glossary()),
  waitMs: 8000,
});
const keys = (o: object): string[] =>
  Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' ? keys(v).map((x) => `${k}.${x}`) : [k]));
const toolbar = () => document.querySelector<HTMLElement>('.vsm-query-toolbar')!;

describe('e-signature routes and texts', () => {
  it('declares the SPEC §2 e-signature screens of both sides, with the same keys in both languages', () => {
    expect(esignRoutes.map((r) => [r.path, r.side])).toEqual([
      ['/electronic-signature/electronicseal_query', 'supplier'],
      ['/electronic-signature/signature_management', 'supplier'],
      ['/s/electronic-signature/electronicseal_query', 'retailer'],
      ['/s/electronic-signature/picturesignature_maintenance', 'retailer'],
      ['/s/electronic-signature/signature_management', 'retailer'],
    ]);
    expect(keys(enUS).sort()).toEqual(keys(zhCN).sort());
  });
});

describe('e-signature (demo-supplier)', () => {
  beforeEach(() => signInAs('demo-supplier'));

  it('lists its electronic seals and flags the one expiring within 30 days (SPEC §5 short validity)', async () => {
    open('/electronic-signature/electronicseal_query');
    await waitFor(() => expect(rowOf('CFCA2024P10001A')).toBeDefined());
    expect(rowOf('CFCA2024P10001A')).toHaveTextContent('Yes');
    expect(columnTexts('Certificate serial number')).toEqual(['CFCA2024P10001A', 'CFCA2021P10001B']);
    // A new or renewed seal is applied for on /ca, which checks the SPEC §5 rules.
    const opened = vi.spyOn(window, 'open').mockReturnValue(null);
    fireEvent.click(button('Apply for an e-seal', toolbar()));
    expect(opened).toHaveBeenCalledWith(expect.stringMatching(/\/ca$/), '_blank');
    expect(within(rowOf('CFCA2021P10001B')).queryByText('Withdraw certificate')).toBeNull();
    opened.mockRestore();
  });

  it('lists its signature records with their SPEC §4 sign status', async () => {
    open('/electronic-signature/signature_management');
    await waitForRows();
    const statuses = new Set(columnTexts('Sign status'));
    expect(statuses.has('Signature complete')).toBe(true);
    const foreign = table('contractBills').find((c) => c.venderId !== '100101' && c.status === '2')!;
    expect(screen.queryByText(foreign.contractId)).toBeNull();
  });
});

describe('picture signatures (demo-retailer)', () => {
  beforeEach(() => signInAs('demo-retailer'));

  it('disables a picture signature, and refuses deleting an enabled one (SPEC §8)', async () => {
    open('/s/electronic-signature/picturesignature_maintenance');
    await waitFor(() => expect(rowOf('QZ1301')).toBeDefined());
    fireEvent.click(rowOf('QZ1201').querySelector('input[type="radio"]')!);
    fireEvent.click(button('Delete', toolbar()));
    await waitFor(() =>
      expect(document.body).toHaveTextContent('An enabled signature cannot be deleted: disable it first'),
    );
    expect(table('pictureSignatures').some((p) => p.pictureId === 'QZ1201')).toBe(true);

    fireEvent.click(button('Disable', rowOf('QZ1301')));
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await findToast('Disabled');
    expect(table('pictureSignatures').find((p) => p.pictureId === 'QZ1301')!.status).toBe('0');
  });

  it("shows a picture signature's image in its detail (the kit's upload list, which previews it)", async () => {
    const picture = table('pictureSignatures').find((p) => p.pictureId === 'QZ1201')!;
    open('/s/electronic-signature/picturesignature_maintenance');
    await waitFor(() => expect(rowOf('QZ1201')).toBeDefined());
    fireEvent.click(within(rowOf('QZ1201')).getByText('View'));
    await waitFor(() => {
      const image = document.querySelector<HTMLElement>('.vsm-document-extra');
      expect(image).toHaveTextContent('Signature image');
      expect(image).toHaveTextContent(picture.image.fileName);
    });
  });
});
