import type { CSSProperties, ReactNode } from 'react';

type Props = { title: ReactNode; extra?: ReactNode; children: ReactNode; bodyStyle?: CSSProperties; testId?: string };

/**
 * A titled workbench block in the look of antd's small Card, as plain elements: the workbench is
 * the first screen, and antd Card brought antd Tabs and a dozen hooks per card to the first load.
 */
export function Panel({ title, extra, children, bodyStyle, testId }: Props) {
  return (
    <section className="wb-panel" data-testid={testId}>
      <header className="wb-panel-head">
        <h2 className="wb-panel-title">{title}</h2>
        {extra ? <div className="wb-panel-extra">{extra}</div> : null}
      </header>
      <div className="wb-panel-body" style={bodyStyle}>
        {children}
      </div>
    </section>
  );
}
