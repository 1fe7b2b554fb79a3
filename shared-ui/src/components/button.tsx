import LoadingOutlined from '@ant-design/icons/es/icons/LoadingOutlined';
import { Button as AntButton } from 'antd';
import type { ButtonProps as AntButtonProps } from 'antd';
import { forwardRef } from 'react';
import type { CSSProperties, MouseEvent } from 'react';

/** The eight button variants of SPEC §2. */
export const BUTTON_VARIANTS = [
  'default',
  'destructive',
  'outline',
  'secondary',
  'ghost',
  'link',
  'primary',
  'primary-outline',
] as const;
/** One button variant. */
export type ButtonVariant = (typeof BUTTON_VARIANTS)[number];
/** Button sizes; `icon` is a square button that shows only its icon. */
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

type AntLook = Pick<AntButtonProps, 'color' | 'variant'>;

// default is the neutral solid button, primary the brand-coloured one (shadcn semantics over antd's colour x variant grid).
const LOOKS: Readonly<Record<ButtonVariant, AntLook>> = {
  default: { color: 'default', variant: 'solid' },
  destructive: { color: 'danger', variant: 'solid' },
  outline: { color: 'default', variant: 'outlined' },
  secondary: { color: 'default', variant: 'filled' },
  ghost: { color: 'default', variant: 'text' },
  link: { color: 'primary', variant: 'link' },
  primary: { color: 'primary', variant: 'solid' },
  'primary-outline': { color: 'primary', variant: 'outlined' },
};

const SIZES: Readonly<Record<ButtonSize, AntButtonProps['size']>> = {
  sm: 'small',
  md: 'middle',
  lg: 'large',
  icon: 'middle',
};

/** Props of the console's button. */
export interface ButtonProps extends Omit<
  AntButtonProps,
  'type' | 'color' | 'variant' | 'size' | 'loading' | 'danger' | 'ghost' | 'styles' | 'classNames'
> {
  /** Visual variant; 'default' when absent. */
  variant?: ButtonVariant;
  /** Size; 'md' when absent. */
  size?: ButtonSize;
  /** Shows a spinner over the hidden label (the width is kept), ignores clicks and sets aria-busy. */
  loading?: boolean;
}

const HIDDEN_CONTENT: CSSProperties = { opacity: 0 };
const SPINNER: CSSProperties = {
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
};

/** The console's button: eight variants, four sizes, a loading and a disabled state, over antd's Button. */
export const Button = forwardRef<HTMLButtonElement | HTMLAnchorElement, ButtonProps>(function Button(
  { variant = 'default', size = 'md', loading = false, children, icon, onClick, style, className, ...rest },
  ref,
) {
  const handleClick = (event: MouseEvent<HTMLButtonElement> & MouseEvent<HTMLAnchorElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  const classes = ['console-button', `console-button-${variant}`, className].filter(Boolean).join(' ');
  return (
    <AntButton
      {...rest}
      {...LOOKS[variant]}
      ref={ref}
      icon={size === 'icon' ? (icon ?? children) : icon}
      styles={loading ? { icon: HIDDEN_CONTENT } : undefined}
      size={SIZES[size]}
      shape={size === 'icon' ? 'square' : rest.shape}
      className={classes}
      data-variant={variant}
      data-size={size}
      aria-busy={loading || undefined}
      onClick={handleClick}
      style={{ position: 'relative', ...style }}
    >
      {children != null && size !== 'icon' ? (
        <span className="console-button-content" style={loading ? HIDDEN_CONTENT : undefined}>
          {children}
        </span>
      ) : null}
      {loading ? (
        <span className="console-button-spinner" data-testid="button-spinner" aria-hidden="true" style={SPINNER}>
          <LoadingOutlined spin />
        </span>
      ) : null}
    </AntButton>
  );
});
