import type { ReactNode } from 'react';
import CloseCircleFilled from '@ant-design/icons/CloseCircleFilled';
import ExclamationCircleFilled from '@ant-design/icons/ExclamationCircleFilled';
import FileSearchOutlined from '@ant-design/icons/FileSearchOutlined';
import './errorState.css';

const ICONS = { notFound: FileSearchOutlined, error: CloseCircleFilled, warning: ExclamationCircleFilled };

export type ErrorStateKind = keyof typeof ICONS;

/**
 * What the shell shows in place of a screen it cannot show (not found, failed to load, sign-in
 * failed): an icon, a title, an optional text and actions. The shell's own, not antd Result, whose
 * 404/403/500 illustrations are imported by Result itself and would all join the first load.
 */
export function ErrorState({
  kind,
  title,
  text,
  actions,
}: {
  kind: ErrorStateKind;
  title: ReactNode;
  text?: ReactNode;
  actions?: ReactNode;
}) {
  const Icon = ICONS[kind];
  return (
    <div className={`error-state error-state-${kind}`}>
      <Icon className="error-state-icon" aria-hidden />
      <div className="error-state-title">{title}</div>
      {text && <div className="error-state-text">{text}</div>}
      {actions && <div className="error-state-actions">{actions}</div>}
    </div>
  );
}
