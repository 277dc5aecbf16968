import { useEffect, useState } from 'react';
import { Button, Result, Space, Spin, Typography } from 'antd';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import LeftOutlined from '@ant-design/icons/LeftOutlined';
import PrinterOutlined from '@ant-design/icons/PrinterOutlined';
import RightOutlined from '@ant-design/icons/RightOutlined';
import ZoomInOutlined from '@ant-design/icons/ZoomInOutlined';
import ZoomOutOutlined from '@ant-design/icons/ZoomOutOutlined';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Document, Page, pdfjs } from 'react-pdf';
import 'react-pdf/dist/Page/TextLayer.css';
import 'react-pdf/dist/Page/AnnotationLayer.css';
import { saveBlob } from '@/api/download';
import { NumberInput } from '@/kit/fields/NumberInput';
import { kindFromBytes, readHead } from '@/kit/upload/checks';
import { typingIn, useDocumentKeydown } from '@/kit/useDocumentKeydown';
import { useRequest } from '@/kit/useRequest';
import { fetchPreviewFile } from '../api';
import { disposePrintFrame, printPdf } from '../print';
import { resolvePreviewSource } from '../source';
import { MAX_ZOOM, MIN_ZOOM, clampPage, zoomIn, zoomOut } from '../viewer';
import { ToolButton } from '../components/ToolButton';
import '../preview.css';

// pdf.js parses in its own worker, loaded only with this route.
pdfjs.GlobalWorkerOptions.workerSrc = new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url).toString();

/** /preview_pdf?url=… (SPEC §2): a PDF of the file store (nothing else is fetched), with paging and zoom. */
export default function PdfPreview() {
  const { t } = useTranslation('preview');
  const [params] = useSearchParams();
  const source = resolvePreviewSource(params.get('url'));
  const { data, error, loading } = useRequest(
    // The file and what its bytes are: a PDF is drawn by pdf.js; anything else is offered for download.
    async (signal) => {
      if (!source) return null;
      const file = await fetchPreviewFile(source, { signal });
      return { ...file, pdf: kindFromBytes(await readHead(file.blob)) === 'pdf' };
    },
    [JSON.stringify(source)],
  );
  const [pages, setPages] = useState(0);
  const [page, setPage] = useState(1);
  const [scale, setScale] = useState(1);
  const [broken, setBroken] = useState(false);

  const go = (to: number) => setPage(clampPage(to, pages));

  useEffect(() => disposePrintFrame, []);

  useDocumentKeydown((e) => {
    if (typingIn(e.target)) return;
    if (e.key === 'ArrowRight' || e.key === 'PageDown') setPage((p) => clampPage(p + 1, pages));
    if (e.key === 'ArrowLeft' || e.key === 'PageUp') setPage((p) => clampPage(p - 1, pages));
  });

  if (!source) return <Result status="warning" title={t('invalidUrl')} className="preview-result" />;
  if (error || broken) return <Result status="error" title={t('loadFailed')} className="preview-result" />;
  if (data && !data.pdf)
    return (
      <main className="preview-page">
        <Result
          status="info"
          className="preview-result preview-unsupported"
          title={t('unsupportedTitle', { name: data.filename })}
          subTitle={t('unsupportedText')}
          extra={
            <Button type="primary" icon={<DownloadOutlined />} onClick={() => saveBlob(data.blob, data.filename)}>
              {t('download')}
            </Button>
          }
        />
      </main>
    );

  return (
    <main className="preview-page">
      <header className="preview-toolbar">
        <Typography.Title level={1} className="preview-title" ellipsis>
          {data?.filename ?? t('pdfTitle')}
        </Typography.Title>
        <Space wrap>
          <ToolButton label={t('prevPage')} icon={<LeftOutlined />} disabled={page <= 1} onClick={() => go(page - 1)} />
          <Space.Compact>
            <NumberInput
              size="small"
              min={1}
              max={Math.max(1, pages)}
              value={page}
              aria-label={t('pageInput')}
              onChange={(v) => v !== null && go(Number(v))}
              style={{ width: 64 }}
            />
          </Space.Compact>
          <span aria-live="polite">{t('pageOf', { page, total: pages })}</span>
          <ToolButton
            label={t('nextPage')}
            icon={<RightOutlined />}
            disabled={page >= pages}
            onClick={() => go(page + 1)}
          />
          <ToolButton
            label={t('zoomOut')}
            icon={<ZoomOutOutlined />}
            disabled={scale <= MIN_ZOOM}
            onClick={() => setScale(zoomOut)}
          />
          <Button aria-label={t('zoomReset')} onClick={() => setScale(1)}>
            {t('zoom', { percent: Math.round(scale * 100) })}
          </Button>
          <ToolButton
            label={t('zoomIn')}
            icon={<ZoomInOutlined />}
            disabled={scale >= MAX_ZOOM}
            onClick={() => setScale(zoomIn)}
          />
          <ToolButton
            label={t('print')}
            icon={<PrinterOutlined />}
            disabled={!data || pages === 0}
            onClick={() => data && printPdf(data.blob, t('printFrame', { name: data.filename }))}
          />
          <ToolButton
            label={t('download')}
            icon={<DownloadOutlined />}
            disabled={!data}
            onClick={() => data && saveBlob(data.blob, data.filename)}
          />
        </Space>
      </header>
      <section className="preview-stage" aria-label={t('pdfTitle')} aria-busy={loading || undefined}>
        {loading || !data ? (
          <Spin size="large" className="preview-spin" />
        ) : (
          <Document
            file={data.blob}
            loading={<Spin size="large" className="preview-spin" />}
            error={t('loadFailed')}
            onLoadSuccess={({ numPages }) => {
              setPages(numPages);
              setPage((p) => clampPage(p, numPages));
            }}
            onLoadError={() => setBroken(true)}
          >
            <Page pageNumber={page} scale={scale} loading={<Spin className="preview-spin" />} />
          </Document>
        )}
      </section>
    </main>
  );
}
