import type { ReactNode } from 'react';
import { Button, Tooltip } from 'antd';

type ToolButtonProps = { label: string; icon: ReactNode; disabled?: boolean; onClick: () => void };

/** An icon button of a preview toolbar: its label is the tooltip and the accessible name. */
export function ToolButton({ label, icon, disabled, onClick }: ToolButtonProps) {
  return (
    <Tooltip title={label}>
      <Button icon={icon} aria-label={label} disabled={disabled} onClick={onClick} />
    </Tooltip>
  );
}
