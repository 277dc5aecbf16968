import type { ReactNode } from 'react';
import './pageFooter.css';

/**
 * The actions of a detail page pinned to the bottom of the view (a long document's Pass and Reject
 * stay in reach while it is read): a labelled region; `note` says what the actions act on (an audit step).
 */
export function PageFooter({ label, note, children }: { label: string; note?: ReactNode; children: ReactNode }) {
  return (
    // A labelled region (a <footer> inside an article is no landmark): found by its name.
    <section className="vsm-page-footer" aria-label={label}>
      {note && <div className="vsm-page-footer-note">{note}</div>}
      <div className="vsm-page-footer-actions">{children}</div>
    </section>
  );
}
