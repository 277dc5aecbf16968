// @vitest-environment node
// (node environment: jsdom's FormData/Blob do not mix with Node's fetch)
import { call, data, ORIGIN } from './helpers';

describe('mock backend: files', () => {
  it('stores an upload and downloads the same bytes with Content-Disposition', async () => {
    const bytes = new Uint8Array(300).map((_, i) => (i * 7) % 256);
    const form = new FormData();
    form.append('file', new File([bytes], '营业执照.png', { type: 'image/png' }));
    form.append('appCode', 'fea-vsm');
    form.append('fileStore', 'group2');
    const res = await fetch(`${ORIGIN}/api/fea-vsm/common/upload`, {
      method: 'POST',
      headers: { apptoken: 'demo-supplier' },
      body: form,
    });
    const env = (await res.json()) as { returncode: string; data: { fileUrl: string; fileName: string; size: number } };
    expect(env.returncode).toBe('00000');
    expect(env.data).toMatchObject({ fileName: '营业执照.png', size: 300 });
    expect(env.data.fileUrl).toMatch(/^group2\/M00\/.+\.png$/);

    const url = `/api/fea-vsm/common/group2/file/download?fileUrl=${encodeURIComponent(env.data.fileUrl)}`;
    const dl = await call(url, {}, { method: 'GET' });
    expect(dl.status).toBe(200);
    expect(dl.headers.get('content-type')).toBe('image/png');
    expect(dl.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent('营业执照.png')}`);
    expect(new Uint8Array(await dl.arrayBuffer())).toEqual(bytes);

    // token in the query works too (links cannot set headers); no token → A0242
    const viaQuery = await fetch(`${ORIGIN}${url}&apptoken=demo-supplier`);
    expect(viaQuery.status).toBe(200);
    expect(
      ((await (await call(url, {}, { method: 'GET', token: null })).json()) as { returncode: string }).returncode,
    ).toBe('A0242');
  });

  it('refuses an upload without a file and a download of an unknown path', async () => {
    const form = new FormData();
    form.append('appCode', 'fea-vsm');
    const res = await fetch(`${ORIGIN}/api/fea-vsm/common/upload`, {
      method: 'POST',
      headers: { apptoken: 'demo-supplier' },
      body: form,
    });
    expect(((await res.json()) as { returncode: string }).returncode).toBe('A0410');
    const dl = await call('/api/fea-vsm/common/group2/file/download?fileUrl=group2/none.pdf', {}, { method: 'GET' });
    expect(((await dl.json()) as { returncode: string; message: string }).message).toBe('下载失败，文件路径无效');
  });

  it('serves the seeded help files as PDFs without a token', async () => {
    const help = await data<Array<{ url: string }>>('/api/fea-vsm/common/helpList');
    const res = await fetch(`${ORIGIN}${help[0].url}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(new TextDecoder().decode(await res.arrayBuffer())).toMatch(/^%PDF-1\.4[\s\S]*%%EOF\n$/);
  });
});
