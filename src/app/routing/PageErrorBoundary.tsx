import { Component, type ReactNode } from 'react';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../pages/ErrorState';

/** A lazy route chunk (or one of its imports) that could not be fetched. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i.test(
    message,
  );
}

type Props = { children: ReactNode; onRetry: () => void };
type State = { error: unknown };

function PageFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <ErrorState
      kind="error"
      title={t('pageLoadFailed')}
      text={t('pageLoadFailedHint')}
      actions={
        <Button type="primary" onClick={onRetry}>
          {t('retry')}
        </Button>
      }
    />
  );
}

/**
 * SPEC §8 "Route load failure: page failed to load": a page that cannot load or crashes shows this
 * inside its own tab while the header, menu and other tabs keep working.
 */
export class PageErrorBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error ?? new Error('unknown') };
  }

  componentDidCatch(error: unknown) {
    console.error(error);
  }

  retry = () => {
    // Browsers remember a failed module fetch for the page's lifetime: only a reload fetches the
    // chunk again (the open tabs come back from sessionStorage).
    if (isChunkLoadError(this.state.error)) {
      window.location.reload();
      return;
    }
    this.setState({ error: null });
    this.props.onRetry();
  };

  render() {
    return this.state.error ? <PageFailed onRetry={this.retry} /> : this.props.children;
  }
}
