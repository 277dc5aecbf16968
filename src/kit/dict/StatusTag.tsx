import { Tag } from 'antd';
import type { ReactNode } from 'react';
import type { StatusTone } from '../schema';

/** A document or record status as a coloured tag (SPEC §2 grids). */
export function StatusTag({ tone = 'default', children }: { tone?: StatusTone; children: ReactNode }) {
  return (
    <Tag color={tone} variant="filled" className="vsm-status-tag" data-tone={tone}>
      {children}
    </Tag>
  );
}
