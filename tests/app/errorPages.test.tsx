import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { initI18n } from '@/i18n';
import { NotFound } from '@/app/pages/NotFound';
import { PageErrorBoundary } from '@/app/routing/PageErrorBoundary';

beforeAll(async () => {
  await initI18n({ language: 'en-US' });
});

function Crash(): never {
  throw new Error('render failed');
}

/**
 * The shell's error screens are its own ErrorState (an icon, a title, a text, actions), not antd
 * Result, whose 404/403/500 illustrations would all come with it into the first load.
 */
describe('SPEC §2 and §8 error screens of the shell', () => {
  it('the not-found page says so and goes back to the home it is given', async () => {
    const { container } = render(
      <MemoryRouter initialEntries={['/no/such/screen']}>
        <Routes>
          <Route path="/s/workbench" element={<p>retailer home</p>} />
          <Route path="*" element={<NotFound home="/s/workbench" />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByText('Page not found')).toBeInTheDocument();
    expect(screen.getByText('The page you asked for does not exist or was removed.')).toBeInTheDocument();
    expect(container.querySelector('.error-state-notFound .anticon')).not.toBeNull();
    expect(container.querySelector('.ant-result')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Back to the workbench' }));
    expect(screen.getByText('retailer home')).toBeInTheDocument();
  });

  it('"page failed to load" replaces a crashed page and retries it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onRetry = vi.fn();
    const { container } = render(
      <PageErrorBoundary onRetry={onRetry}>
        <Crash />
      </PageErrorBoundary>,
    );
    expect(screen.getByText('Page failed to load')).toBeInTheDocument();
    expect(container.querySelector('.error-state-error .anticon')).not.toBeNull();
    expect(container.querySelector('.ant-result')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
