import { useEffect, type ReactNode } from 'react';
import { Button, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import './standalone.css';

export type StandalonePageProps = {
  /** The route's titleKey: the heading and the document title (SPEC §2 page title). */
  titleKey: string;
  intro?: ReactNode;
  /** Beside the heading (links, the supplier in use). */
  extra?: ReactNode;
  /** Width of the content column (default 1000). */
  width?: number;
  children: ReactNode;
};

/**
 * The frame of a standalone screen (SPEC §2: rendered without the shell's menu and tabs): a
 * header band with the system title, the page heading, and a centred content column.
 */
export function StandalonePage({ titleKey, intro, extra, width = 1000, children }: StandalonePageProps) {
  const { t } = useTranslation();
  const title = t(titleKey);
  const system = t('common:systemTitle');
  useEffect(() => {
    document.title = `${title} - ${system}`;
  }, [title, system]);
  return (
    <div className="vsm-standalone">
      <header className="vsm-standalone-band">
        <div className="vsm-standalone-inner" style={{ maxWidth: width }}>
          <span className="vsm-standalone-system">{system}</span>
        </div>
      </header>
      <main className="vsm-standalone-inner vsm-standalone-main" style={{ maxWidth: width }}>
        <div className="vsm-standalone-heading">
          <div>
            <Typography.Title level={1} className="vsm-standalone-title">
              {title}
            </Typography.Title>
            {intro && (
              <Typography.Paragraph type="secondary" className="vsm-standalone-intro">
                {intro}
              </Typography.Paragraph>
            )}
          </div>
          {extra && <div className="vsm-standalone-extra">{extra}</div>}
        </div>
        {children}
      </main>
    </div>
  );
}

/** A titled section of a standalone form. */
export function FormSection({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <section className="vsm-form-section">
      <h2 className="vsm-form-section-title">{title}</h2>
      {children}
    </section>
  );
}

/** The foot of a standalone form: its submit button, busy while the form is sent. */
export function FormSubmit({ saving, children }: { saving: boolean; children: ReactNode }) {
  return (
    <div className="vsm-form-actions">
      <Button type="primary" htmlType="submit" loading={saving}>
        {children}
      </Button>
    </div>
  );
}
