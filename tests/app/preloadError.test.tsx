import { act, fireEvent, render, screen } from '@testing-library/react';
import { PRELOAD_ERROR_EVENT, PreloadErrorNotice } from '@/app/PreloadErrorNotice';
import { Providers, setUpTexts } from '../support/page';

/** SPEC §8: a failed lazy asset load raises a preload-error event; the app says so and offers a reload. */
beforeAll(() => setUpTexts('en-US'));

it('SPEC §8: a preload error shows "page failed to load" once, with a reload', async () => {
  const reload = vi.fn();
  render(
    <Providers>
      <PreloadErrorNotice reload={reload} />
    </Providers>,
  );
  act(() => {
    window.dispatchEvent(new Event(PRELOAD_ERROR_EVENT));
    window.dispatchEvent(new Event(PRELOAD_ERROR_EVENT));
  });
  expect(await screen.findAllByText('Page failed to load')).toHaveLength(1);
  fireEvent.click(screen.getByRole('button', { name: 'Reload this page' }));
  expect(reload).toHaveBeenCalledTimes(1);
});
