import { screen } from '@testing-library/react';
import { previewRoutes } from '@/features/preview/routes';
import { pageTest } from '../support/page';

/** /preview_pdf?url=/api/<any path>: refused with a message, and nothing is requested with the user's token. */

vi.mock('react-pdf', () => ({
  pdfjs: { GlobalWorkerOptions: { workerSrc: '' } },
  Document: () => <div data-testid="pdf-document" />,
  Page: () => null,
}));

const page = pageTest({ routes: previewRoutes, calls: /(auth\/logout|order_notice\/list)$/ });

describe('/preview_pdf refuses addresses outside the file store', () => {
  it.each(['/api/fea-vsm/auth/logout', `${window.location.origin}/api/fea-vsm/order/order_notice/list`])(
    '%s: the message, and no call',
    async (address) => {
      page.open(`/preview_pdf?url=${encodeURIComponent(address)}`);
      expect(
        await screen.findByText('Invalid preview address: only files of this portal can be previewed.'),
      ).toBeInTheDocument();
      expect(screen.queryByTestId('pdf-document')).toBeNull();
      expect(page.sent).toEqual([]);
    },
  );
});
