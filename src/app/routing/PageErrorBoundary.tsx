import { Component, type ReactNode } from 'react';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

type Props = { children: ReactNode; onRetry: () => void };
type State = { failed: boolean };

function PageFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <Result
      status="error"
      title={t('pageLoadFailed')}
      subTitle={t('pageLoadFailedHint')}
      extra={
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
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error(error);
  }

  retry = () => {
    this.setState({ failed: false });
    this.props.onRetry();
  };

  render() {
    return this.state.failed ? <PageFailed onRetry={this.retry} /> : this.props.children;
  }
}
