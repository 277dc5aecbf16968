import { Spin } from 'antd';
import type { ReactNode } from 'react';
import './gridPending.css';

/**
 * A table's pending state while its rows are asked for (the kit's grids, the lookup dialog): a veil
 * with the spinner laid over the table. Not antd's Spin around it: its spinning class dims the content
 * through inherited properties (pointer-events, user-select), which restyled every cell of the table
 * when a search started and again when it was answered.
 */
export function GridPending({ loading, children }: { loading: boolean; children: ReactNode }) {
  return (
    <div className="vsm-grid-pending-host">
      {children}
      {loading && (
        <div className="vsm-grid-pending">
          <Spin />
        </div>
      )}
    </div>
  );
}
