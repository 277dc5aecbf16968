import { render, screen } from '@testing-library/react';
import { NumberInput } from '@/kit/fields';
import { FastProviders, setUpTexts } from '../support/page';

/** antd names a number field's step buttons 'Increase Value' / 'Decrease Value' in every language. */

const stepNames = () => screen.getAllByRole('button', { hidden: true }).map((b) => b.getAttribute('aria-label'));

it('names a number field’s step buttons in Chinese on a zh-CN screen (SPEC §9 languages)', async () => {
  await setUpTexts('zh-CN');
  render(
    <FastProviders>
      <NumberInput aria-label="n" value={3} />
    </FastProviders>,
  );
  expect(stepNames()).toEqual(['增大数值', '减小数值']);
});

it('names them in English on an en-US screen', async () => {
  await setUpTexts('en-US');
  render(
    <FastProviders>
      <NumberInput aria-label="n" value={3} />
    </FastProviders>,
  );
  expect(stepNames()).toEqual(['Increase value', 'Decrease value']);
});
