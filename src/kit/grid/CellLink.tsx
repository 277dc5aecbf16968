import type { ButtonHTMLAttributes } from 'react';

type Props = ButtonHTMLAttributes<HTMLButtonElement> & { danger?: boolean };

/**
 * A link-styled button for grid cells (open a document, row actions). A plain button rather than
 * antd's: a virtual grid renders a fresh set of rows on every scroll step, and antd's Button (wave,
 * motion, theme hooks) was the heaviest part of a row (issue 3: no task over 100 ms while scrolling).
 */
export function CellLink({ danger, className, type = 'button', ...rest }: Props) {
  const classes = ['vsm-cell-link', danger ? 'vsm-cell-link-danger' : '', className ?? ''].filter(Boolean).join(' ');
  return <button type={type} className={classes} {...rest} />;
}
