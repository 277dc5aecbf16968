import type { ReactNode } from 'react';
import type { StatusTone } from '../schema';
import './statusTag.css';

/**
 * A document or record status as a coloured tag (SPEC §2 grids), drawn like antd's filled Tag from
 * the theme's status tokens. A plain span: grids show one per row, and antd's Tag (theme hooks per
 * instance) was a tenth of the work of a scroll step in a large result (issue 3).
 */
export function StatusTag({ tone = 'default', children }: { tone?: StatusTone; children: ReactNode }) {
  return (
    <span className="vsm-status-tag" data-tone={tone}>
      {children}
    </span>
  );
}
