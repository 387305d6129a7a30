import { Button, type ButtonVariant } from '@arms/ui';
import type { LucideIcon } from 'lucide-react';

/** A small icon-only button on a table row or list item; `label` is its accessible name. */
export function IconAction({
  label,
  icon: Icon,
  variant = 'secondary',
  disabled,
  onClick,
}: {
  label: string;
  icon: LucideIcon;
  variant?: ButtonVariant;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <Button size="sm" variant={variant} aria-label={label} disabled={disabled} onClick={onClick}>
      <Icon size={16} aria-hidden />
    </Button>
  );
}
