import type { ReactNode } from 'react';
import './document.css';

export type DocumentStep = { key: string; label: ReactNode; cells: ReactNode };

/**
 * The steps a document went through, in a detail: a titled list, each step its label then its cells
 * (a date, who moved it, a link), wrapping on a narrow pane. What follows the list comes as children.
 */
export function DocumentSteps({
  title,
  steps,
  className,
  children,
}: {
  title: string;
  steps: DocumentStep[];
  /** The screen's own name for the list (its tests and journeys find it by it). */
  className?: string;
  children?: ReactNode;
}) {
  return (
    <section className={className ? `vsm-document-steps ${className}` : 'vsm-document-steps'} aria-label={title}>
      <h4>{title}</h4>
      <ol>
        {steps.map((s) => (
          <li key={s.key}>
            <span className="vsm-document-step">{s.label}</span>
            {s.cells}
          </li>
        ))}
      </ol>
      {children}
    </section>
  );
}
