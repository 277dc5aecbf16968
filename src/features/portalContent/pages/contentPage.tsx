import { QueryPage } from '@/kit/query';
import { ContentEditor } from '../components/ContentEditor';
import { contentQuery } from '../schemas/contentQuery';
import type { ContentPage } from '../types';

/** The maintenance screen of one portal page's content (the two pages differ only by `page`). */
export function contentScreen(page: ContentPage) {
  const config = contentQuery(page, ({ rows, close, reload }) => (
    <ContentEditor page={page} item={rows[0] ?? null} onSaved={reload} onClose={close} />
  ));
  return function ContentScreen() {
    return <QueryPage config={config} />;
  };
}
