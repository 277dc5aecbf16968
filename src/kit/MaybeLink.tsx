import type { CSSProperties, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useRouteAvailable } from './routing';

type Props = { to: string; children: ReactNode; style?: CSSProperties; 'aria-label'?: string };

/** A router link when this build has the target screen, else the same content as plain text. */
export function MaybeLink({ to, children, style, 'aria-label': label }: Props) {
  const available = useRouteAvailable();
  return available(to) ? (
    <Link to={to} aria-label={label} style={style}>
      {children}
    </Link>
  ) : (
    <span style={style}>{children}</span>
  );
}
