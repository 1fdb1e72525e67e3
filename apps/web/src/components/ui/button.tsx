import type { ComponentProps } from 'react';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'light' | 'link';
export type ButtonSize = 'md' | 'sm';

export interface ButtonLook {
  variant?: ButtonVariant | undefined;
  size?: ButtonSize | undefined;
  /** Extra classes for the place it sits (margins, alignment), never its look. */
  className?: string | undefined;
}

/**
 * The classes of a button, for a link that looks like one (`<Link className={buttonClass()}>`):
 * the one place the look of a button is decided.
 */
export function buttonClass({ variant = 'primary', size = 'md', className }: ButtonLook = {}) {
  return [
    styles.button,
    variant === 'primary' ? '' : styles[variant],
    size === 'sm' ? styles.small : '',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');
}

export interface ButtonProps extends ButtonLook, ComponentProps<'button'> {
  /** Busy (a request under way): disabled, `aria-busy`, a spinner before the label. */
  loading?: boolean;
}

/** The one button of the app: type="button" unless told, so it never submits by accident. */
export function Button({
  variant,
  size,
  loading = false,
  className,
  type = 'button',
  disabled,
  children,
  ...rest
}: ButtonProps) {
  const look = buttonClass({ variant, size, className });
  return (
    <button
      type={type}
      className={loading ? `${look} ${styles.loading}` : look}
      disabled={disabled === true || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {children}
    </button>
  );
}
