import type { ComponentPropsWithRef } from 'react';
import { classNames } from './classNames';

/** The looks of a GlassButton: primary for the main action, secondary for others, ghost for quiet ones. */
export type GlassButtonVariant = 'primary' | 'secondary' | 'ghost';

/** Props of {@link GlassButton}: any button attribute, plus the variant. */
export interface GlassButtonProps extends ComponentPropsWithRef<'button'> {
  /** Defaults to 'primary'. */
  variant?: GlassButtonVariant;
}

/** A button with a touch target of at least 44 px; `type` defaults to 'button' so it never submits by accident. */
export function GlassButton({ variant = 'primary', type = 'button', className, ...rest }: GlassButtonProps) {
  return <button type={type} className={classNames('grove-button', `grove-button--${variant}`, className)} {...rest} />;
}
