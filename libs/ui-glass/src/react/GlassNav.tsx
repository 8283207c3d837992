import type { ComponentPropsWithRef, ReactNode } from 'react';
import { classNames } from './classNames';

/** Props of {@link GlassNav}. */
export interface GlassNavProps extends Omit<ComponentPropsWithRef<'nav'>, 'aria-label'> {
  /** The accessible name of the navigation landmark, e.g. "Main". */
  label: string;
  /** The links, e.g. anchors or router links; each gets a 44 px touch target. */
  children?: ReactNode;
  /** Defaults to 'horizontal'. */
  orientation?: 'horizontal' | 'vertical';
  className?: string;
}

/** A glass navigation landmark; the current link is marked with aria-current="page". */
export function GlassNav({ label, children, orientation = 'horizontal', className, ...rest }: GlassNavProps) {
  return (
    <nav aria-label={label} className={classNames('grove-glass', 'grove-nav', `grove-nav--${orientation}`, className)} {...rest}>
      {children}
    </nav>
  );
}
