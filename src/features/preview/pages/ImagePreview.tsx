import { useEffect, useMemo, useState } from 'react';
import { Button, Empty, Result, Space, Spin, Typography } from 'antd';
import AppstoreOutlined from '@ant-design/icons/AppstoreOutlined';
import LeftOutlined from '@ant-design/icons/LeftOutlined';
import RightOutlined from '@ant-design/icons/RightOutlined';
import RotateLeftOutlined from '@ant-design/icons/RotateLeftOutlined';
import RotateRightOutlined from '@ant-design/icons/RotateRightOutlined';
import ZoomInOutlined from '@ant-design/icons/ZoomInOutlined';
import ZoomOutOutlined from '@ant-design/icons/ZoomOutOutlined';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { downloadFile } from '@/api/common';
import { Dialog } from '@/kit/dialog';
import { imagePreviewPath } from '@/kit/upload/preview';
import { useDocumentKeydown } from '@/kit/useDocumentKeydown';
import { useRequest } from '@/kit/useRequest';
import { sheetImages } from '../api';
import { MAX_ZOOM, MIN_ZOOM, clampIndex, rotate, zoomIn, zoomOut } from '../viewer';
import { ToolButton } from '../components/ToolButton';
import '../preview.css';

/** The current image's bytes as an object URL (revoked when it changes). */
function useObjectUrl(fileUrl: string | undefined) {
  const { data, loading, error } = useRequest(
    (signal) => (fileUrl ? downloadFile(fileUrl, { signal }) : Promise.resolve(null)),
    [fileUrl],
  );
  const url = useMemo(
    () => (data && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(data.blob) : null),
    [data],
  );
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  return { url, loading, error };
}

/** /preview_img/:idx/:sheetId (SPEC §2): the images of a sheet from image idx (0-based); next/previous, zoom, rotate. */
export default function ImagePreview() {
  const { t } = useTranslation('preview');
  const { idx, sheetId = '' } = useParams();
  const navigate = useNavigate();
  const list = useRequest((signal) => sheetImages(sheetId, { signal }), [sheetId]);
  const images = list.data ?? [];
  const index = clampIndex(idx, images.length);
  const current = images[index];
  const image = useObjectUrl(current?.fileUrl);
  const [view, setView] = useState({ key: '', scale: 1, rotation: 0 });
  const [listOpen, setListOpen] = useState(false);

  // Zoom and rotation start afresh for every image.
  const viewKey = current?.fileUrl ?? '';
  const { scale, rotation } = view.key === viewKey ? view : { scale: 1, rotation: 0 };
  const change = (patch: Partial<{ scale: number; rotation: number }>) =>
    setView({ key: viewKey, scale, rotation, ...patch });

  const show = (to: number) => {
    if (to < 0 || to >= images.length || to === index) return;
    navigate(imagePreviewPath(to, sheetId), { replace: true });
  };

  useDocumentKeydown((e) => {
    if (e.key === 'ArrowRight') show(index + 1);
    if (e.key === 'ArrowLeft') show(index - 1);
  }, !listOpen);

  if (list.error) return <Result status="error" title={t('loadFailed')} className="preview-result" />;
  if (!list.loading && list.data && images.length === 0)
    return <Empty className="preview-result" description={t('noImages')} />;

  return (
    <main className="preview-page">
      <header className="preview-toolbar">
        <Typography.Title level={1} className="preview-title" ellipsis>
          {current?.fileName ?? t('imageTitle')}
        </Typography.Title>
        <Space wrap>
          <ToolButton
            label={t('prevImage')}
            icon={<LeftOutlined />}
            disabled={index <= 0}
            onClick={() => show(index - 1)}
          />
          <span aria-live="polite">{t('imageOf', { index: images.length ? index + 1 : 0, total: images.length })}</span>
          <ToolButton
            label={t('nextImage')}
            icon={<RightOutlined />}
            disabled={index >= images.length - 1}
            onClick={() => show(index + 1)}
          />
          <ToolButton
            label={t('zoomOut')}
            icon={<ZoomOutOutlined />}
            disabled={scale <= MIN_ZOOM}
            onClick={() => change({ scale: zoomOut(scale) })}
          />
          <Button aria-label={t('zoomReset')} onClick={() => change({ scale: 1 })}>
            {t('zoom', { percent: Math.round(scale * 100) })}
          </Button>
          <ToolButton
            label={t('zoomIn')}
            icon={<ZoomInOutlined />}
            disabled={scale >= MAX_ZOOM}
            onClick={() => change({ scale: zoomIn(scale) })}
          />
          <ToolButton
            label={t('rotateLeft')}
            icon={<RotateLeftOutlined />}
            onClick={() => change({ rotation: rotate(rotation, -90) })}
          />
          <ToolButton
            label={t('rotateRight')}
            icon={<RotateRightOutlined />}
            onClick={() => change({ rotation: rotate(rotation, 90) })}
          />
          <Button icon={<AppstoreOutlined />} onClick={() => setListOpen(true)} disabled={!images.length}>
            {t('allImages')}
          </Button>
        </Space>
      </header>
      <section
        className="preview-stage"
        aria-label={t('imageTitle')}
        aria-busy={list.loading || image.loading || undefined}
      >
        {image.error ? (
          <Result status="error" title={t('loadFailed')} />
        ) : image.url && current ? (
          <div className="preview-image-frame">
            <img
              className="preview-image"
              src={image.url}
              alt={t('imageAlt', { index: index + 1, name: current.fileName })}
              data-scale={scale}
              data-rotation={rotation}
              style={{ transform: `scale(${scale}) rotate(${rotation}deg)`, transformOrigin: 'center center' }}
            />
          </div>
        ) : (
          <Spin size="large" className="preview-spin" />
        )}
      </section>
      <Dialog
        open={listOpen}
        title={t('allImagesTitle', { count: images.length })}
        width={640}
        footer={null}
        onCancel={() => setListOpen(false)}
      >
        <ul className="preview-thumbs" aria-label={t('allImages')}>
          {images.map((img, i) => (
            <li key={img.fileUrl}>
              <button
                type="button"
                aria-current={i === index || undefined}
                onClick={() => {
                  setListOpen(false);
                  show(i);
                }}
              >
                {t('showImage', { index: i + 1, name: img.fileName })}
              </button>
            </li>
          ))}
        </ul>
      </Dialog>
    </main>
  );
}
