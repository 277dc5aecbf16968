import { useCallback, useEffect, useRef, useState } from 'react';
import { App, Button, Image, Upload, type UploadFile } from 'antd';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { useTranslation } from 'react-i18next';
import { downloadFile, uploadFile } from '@/api/common';
import { saveBlob } from '@/api/download';
import { isAbortError } from '@/api/http';
import type { UploadedFile } from '@/api/types';
import {
  IMAGE_MAX_BYTES,
  MAX_BASE_PICTURES,
  MB,
  PDF_MAX_BYTES,
  SCAN_MAX_BYTES,
  acceptAttribute,
  checkFile,
  kindFromName,
  readHead,
  type AcceptKind,
  type UploadVariant,
} from './checks';
import { openPreviewWindow, pdfPreviewPath } from './preview';
import './upload.css';
import { useLatest } from '../useLatest';

export type UploadFieldProps = {
  /** The stored files (what the form submits). */
  value?: UploadedFile[];
  onChange?: (files: UploadedFile[]) => void;
  /** Which kinds are taken (default images or PDF). */
  accept?: AcceptKind;
  /** Size rule: 'default' (image 1MB, PDF 2MB), 'scan' (2M) or 'attachment' ({limitMb}M). */
  variant?: UploadVariant;
  /** The attachment limit {limit} in MB (variant 'attachment'). */
  limitMb?: number;
  /** At most this many files (default 5 base pictures). */
  maxCount?: number;
  /** Extra multipart fields of the upload call. */
  fields?: Record<string, string>;
  disabled?: boolean;
  /** 'picture-card' (default) or a plain 'text' list. */
  listType?: 'picture-card' | 'text';
  id?: string;
  /** The upload call (default the common upload); a public page passes its own public one. */
  uploader?: typeof uploadFile;
  /** Fetch thumbnails of stored images (default true; the file store needs a token). */
  thumbnails?: boolean;
  /** The names of the files still uploading, each time they change (a form refuses to submit meanwhile). */
  onUploadingChange?: (names: string[]) => void;
};

type Pending = {
  uid: string;
  name: string;
  file: File;
  status: 'uploading' | 'error';
  percent: number;
  localUrl?: string;
};

const objectUrl = (blob: Blob) => (typeof URL.createObjectURL === 'function' ? URL.createObjectURL(blob) : undefined);
const revoke = (url: string | undefined) =>
  url && typeof URL.revokeObjectURL === 'function' && URL.revokeObjectURL(url);
const isImageName = (name: string) => {
  const kind = kindFromName(name);
  return kind === 'jpeg' || kind === 'png';
};

let sequence = 0;

/**
 * File upload of SPEC §5 on antd's Upload: images (jpeg/jpg/png) or PDF only, checked by their
 * bytes; size limits by kind; at most `maxCount` files; progress, and retry of a failed upload.
 * Images preview in antd's Image preview, PDFs open /preview_pdf in a new window.
 */
export function UploadField({
  value,
  onChange,
  accept = 'imageOrPdf',
  variant = 'default',
  limitMb,
  maxCount = MAX_BASE_PICTURES,
  fields,
  disabled,
  listType = 'picture-card',
  id,
  uploader = uploadFile,
  thumbnails = true,
  onUploadingChange,
}: UploadFieldProps) {
  const { t } = useTranslation(['upload', 'errors']);
  const files = value ?? [];
  const [pending, setPending] = useState<Pending[]>([]);
  const [thumbs, setThumbs] = useState<Record<string, string>>({});
  const { modal } = App.useApp();
  const [preview, setPreview] = useState<string | null>(null);
  // Why the last file chosen was refused, shown under the field (in a dialog a toast at the top of
  // the page went unseen, and the file seemed dropped without a word).
  const [refusal, setRefusal] = useState<{ name?: string; reason: string } | null>(null);
  // A new choice of files clears the last refusal (files chosen together are one choice).
  const choosing = useRef(false);
  const newChoice = () => {
    if (choosing.current) return;
    choosing.current = true;
    setRefusal(null);
    queueMicrotask(() => (choosing.current = false));
  };
  const latestRef = useLatest({ files, onChange, fields, uploader });
  // Slots taken synchronously (several files chosen at once are checked one after another).
  const reserved = useRef(0);
  const controllers = useRef(new Map<string, AbortController>());
  const urls = useRef(new Set<string>());

  const remember = useCallback((url: string | undefined) => {
    if (url) urls.current.add(url);
    return url;
  }, []);

  useEffect(() => {
    const owned = urls.current;
    const running = controllers.current;
    return () => {
      running.forEach((c) => c.abort());
      owned.forEach(revoke);
    };
  }, []);

  // Thumbnails of stored images (the file store needs the token, so they are fetched, not linked).
  const missing = thumbnails
    ? files.filter((f) => isImageName(f.fileName) && !thumbs[f.fileUrl]).map((f) => f.fileUrl)
    : [];
  const missingKey = missing.join('\n');
  useEffect(() => {
    if (!missingKey) return;
    const ctrl = new AbortController();
    for (const fileUrl of missingKey.split('\n')) {
      downloadFile(fileUrl, { signal: ctrl.signal, silent: true }).then(
        ({ blob }) => {
          const url = remember(objectUrl(blob));
          if (url && !ctrl.signal.aborted) setThumbs((m) => ({ ...m, [fileUrl]: url }));
        },
        () => undefined,
      );
    }
    return () => ctrl.abort();
  }, [missingKey, remember]);

  // The files under way, told at once (not after a render): a form that validates on the stored file's
  // arrival must already know that nothing is uploading any more.
  const uploading = useRef(new Map<string, string>());
  const reportUploading = useLatest(onUploadingChange);
  const track = useCallback(
    (uid: string, name: string | null) => {
      if (name === null) uploading.current.delete(uid);
      else uploading.current.set(uid, name);
      reportUploading.current?.([...uploading.current.values()]);
    },
    [reportUploading],
  );

  const update = (uid: string, patch: Partial<Pending>) =>
    setPending((list) => list.map((p) => (p.uid === uid ? { ...p, ...patch } : p)));

  const start = useCallback(
    (item: Pending) => {
      const ctrl = new AbortController();
      controllers.current.set(item.uid, ctrl);
      track(item.uid, item.name);
      latestRef.current
        .uploader(item.file, {
          signal: ctrl.signal,
          fields: latestRef.current.fields,
          onProgress: (percent) => update(item.uid, { percent }),
        })
        .then(
          (stored) => {
            controllers.current.delete(item.uid);
            track(item.uid, null);
            if (item.localUrl) setThumbs((m) => ({ ...m, [stored.fileUrl]: item.localUrl! }));
            setPending((list) => list.filter((p) => p.uid !== item.uid));
            reserved.current -= 1;
            // Two uploads may finish before the next render: build on what was last handed out.
            const next = [...latestRef.current.files, stored];
            latestRef.current.files = next;
            latestRef.current.onChange?.(next);
          },
          (error: unknown) => {
            controllers.current.delete(item.uid);
            track(item.uid, null);
            // The client already showed the reason (SPEC §8); the item stays for a retry.
            if (!isAbortError(error)) update(item.uid, { status: 'error', percent: 0 });
          },
        );
    },
    [latestRef, track],
  );

  const add = async (file: File) => {
    if (files.length + reserved.current >= maxCount) {
      setRefusal({ name: file.name, reason: t('upload:tooMany', { max: maxCount }) });
      return;
    }
    reserved.current += 1;
    let head: Uint8Array;
    try {
      head = await readHead(file);
    } catch {
      head = new Uint8Array();
    }
    const result = checkFile({ name: file.name, type: file.type, size: file.size, head }, { accept, variant, limitMb });
    if (!result.ok) {
      reserved.current -= 1;
      setRefusal({ name: file.name, reason: t(result.message.key, result.message.params) });
      return;
    }
    sequence += 1;
    const item: Pending = {
      uid: `pending-${sequence}`,
      name: file.name,
      file,
      status: 'uploading',
      percent: 0,
      localUrl: result.kind === 'pdf' ? undefined : remember(objectUrl(file)),
    };
    setPending((list) => [...list, item]);
    start(item);
  };

  const retry = (uid: string) => {
    const item = pending.find((p) => p.uid === uid);
    if (!item) return;
    update(uid, { status: 'uploading', percent: 0 });
    start({ ...item, status: 'uploading', percent: 0 });
  };

  const remove = (uid: string) => {
    const item = pending.find((p) => p.uid === uid);
    if (item) {
      controllers.current.get(uid)?.abort();
      controllers.current.delete(uid);
      track(uid, null);
      reserved.current -= 1;
      setPending((list) => list.filter((p) => p.uid !== uid));
      return;
    }
    const next = files.filter((f) => f.fileUrl !== uid);
    latestRef.current.files = next;
    onChange?.(next);
  };

  // A file of a kind no viewer shows (an old scan stored as .svg, a .doc): say so, and offer its download.
  const cannotPreview = (stored: UploadedFile) => {
    const dialog = modal.info({
      title: t('upload:noPreviewTitle', { name: stored.fileName }),
      content: t('upload:noPreviewText'),
      okText: t('upload:close'),
      footer: (_, { OkBtn }) => (
        <>
          <Button
            icon={<DownloadOutlined />}
            onClick={() =>
              void downloadFile(stored.fileUrl).then(
                ({ blob, filename }) => {
                  saveBlob(blob, filename || stored.fileName);
                  dialog.destroy();
                },
                () => undefined, // shown by the client
              )
            }
          >
            {t('upload:download')}
          </Button>
          <OkBtn />
        </>
      ),
    });
  };

  const open = async (file: UploadFile) => {
    const stored = files.find((f) => f.fileUrl === file.uid);
    if (!stored) return;
    const kind = kindFromName(stored.fileName);
    if (kind === 'pdf') {
      openPreviewWindow(pdfPreviewPath(stored.fileUrl));
      return;
    }
    if (!kind) {
      cannotPreview(stored);
      return;
    }
    const known = thumbs[stored.fileUrl];
    if (known) {
      setPreview(known);
      return;
    }
    try {
      const { blob } = await downloadFile(stored.fileUrl);
      const url = remember(objectUrl(blob));
      if (url) setPreview(url);
    } catch {
      // shown by the client
    }
  };

  const fileList: UploadFile[] = [
    ...files.map((f): UploadFile => ({
      uid: f.fileUrl,
      name: f.fileName,
      status: 'done',
      size: f.size,
      thumbUrl: thumbs[f.fileUrl],
      url: undefined,
    })),
    ...pending.map((p): UploadFile => ({
      uid: p.uid,
      name: p.name,
      status: p.status,
      percent: p.percent,
      thumbUrl: p.localUrl,
    })),
  ];
  const full = fileList.length >= maxCount;
  const hint =
    variant === 'attachment' && limitMb !== undefined
      ? t('upload:hintAttachment', { limit: limitMb })
      : variant === 'scan'
        ? t('upload:hintScan', { max: SCAN_MAX_BYTES / MB })
        : accept === 'image'
          ? t('upload:hintImage', { max: IMAGE_MAX_BYTES / MB })
          : accept === 'pdf'
            ? t('upload:hintPdf', { max: PDF_MAX_BYTES / MB })
            : t('upload:hintDefault', { image: IMAGE_MAX_BYTES / MB, pdf: PDF_MAX_BYTES / MB });

  return (
    <div className="vsm-upload" id={id}>
      <Upload
        accept={acceptAttribute(accept)}
        multiple={maxCount > 1}
        listType={listType}
        fileList={fileList}
        disabled={disabled}
        beforeUpload={(file) => {
          newChoice();
          void add(file);
          return Upload.LIST_IGNORE;
        }}
        onRemove={(file) => {
          remove(file.uid);
          return false;
        }}
        onPreview={(file) => void open(file)}
        showUploadList={{ showPreviewIcon: true, showRemoveIcon: !disabled }}
        itemRender={(node, file) =>
          file.status === 'done' ? (
            // The whole card opens its file (antd's card reacted only on its name or thumbnail); a click
            // antd handled already (name, thumbnail, preview icon) or on the card's remove button is left alone.
            // The keyboard reaches the same through the name or thumbnail, which antd makes focusable.
            <div
              className="vsm-upload-card"
              title={t('upload:openNamed', { name: file.name })}
              onClick={(e) => {
                if (e.defaultPrevented || (e.target as Element).closest('.ant-upload-list-item-actions button')) return;
                void open(file);
              }}
            >
              {node}
            </div>
          ) : file.status === 'error' ? (
            <div className="vsm-upload-failed">
              {node}
              <Button
                size="small"
                type="link"
                icon={<ReloadOutlined />}
                aria-label={t('upload:retryNamed', { name: file.name })}
                onClick={() => retry(file.uid)}
              >
                {t('upload:retry')}
              </Button>
            </div>
          ) : (
            node
          )
        }
      >
        {full || disabled ? null : listType === 'picture-card' ? (
          <div className="vsm-upload-add">
            <PlusOutlined />
            <div>{t('upload:add')}</div>
          </div>
        ) : (
          <Button icon={<UploadOutlined />}>{t('upload:select')}</Button>
        )}
      </Upload>
      {/* The rules speak to someone choosing files: a read-only list (a document's view) has none. */}
      {!disabled && <div className="vsm-upload-hint">{hint}</div>}
      {refusal && !disabled && (
        <div className="vsm-upload-refusal" role="alert">
          {refusal.name && (
            <span className="vsm-upload-refused-file">{t('upload:refusedFile', { name: refusal.name })}</span>
          )}{' '}
          <span>{refusal.reason}</span>
        </div>
      )}
      {preview && (
        <Image
          style={{ display: 'none' }}
          alt=""
          src={preview}
          preview={{ open: true, src: preview, onOpenChange: (open) => !open && setPreview(null) }}
        />
      )}
    </div>
  );
}
