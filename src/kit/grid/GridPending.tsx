import { Spin } from 'antd';
import type { ReactNode } from 'react';
import './gridPending.css';

/**
 * A grid's pending state: a veil with the spinner laid over the grid. Not antd's Spin around it: its
 * spinning class dims the content through inherited properties (pointer-events, user-select), which
 * restyled every cell of the grid when a search started and again when it was answered.
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
