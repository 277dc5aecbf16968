import { afterEach, describe, expect, it, vi } from 'vitest';
import { TIMEOUTS, http } from '@/api/http';
import { exportCall, pageQueryCall } from '@/api/pageCalls';

const QUERY = { pageNo: 1, pageSize: 20, params: { status: '0' } };

describe('table query and export calls (SPEC §7 table query)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('posts the query on the list timeout, which a call may override', async () => {
    const post = vi.spyOn(http, 'post').mockResolvedValue({ pageNo: 1, pageSize: 20, total: 0, pageData: [] });
    const query = pageQueryCall<{ id: string }>('/api/fea-vsm/x/query');
    await query(QUERY);
    await query(QUERY, { timeout: 5 });
    expect(post.mock.calls).toEqual([
      ['/api/fea-vsm/x/query', QUERY, { timeout: TIMEOUTS.list }],
      ['/api/fea-vsm/x/query', QUERY, { timeout: 5 }],
    ]);
  });

  it('downloads the export by POST on the list timeout', async () => {
    const download = vi.spyOn(http, 'download').mockResolvedValue({ blob: new Blob(), filename: 'x.xls' });
    await exportCall('/api/fea-vsm/x/export')(QUERY, { method: 'GET' });
    expect(download).toHaveBeenCalledWith('/api/fea-vsm/x/export', QUERY, { timeout: TIMEOUTS.list, method: 'POST' });
  });
});
