import type { HTMLAttributes, ReactNode } from 'react';
import { classNames } from './classNames';

/** The elements a GlassPanel can render as. */
export type GlassPanelElement = 'div' | 'section' | 'article' | 'aside' | 'header' | 'footer' | 'main';

/** Props of {@link GlassPanel}: any HTML attribute, plus the element to render. */
export interface GlassPanelProps extends HTMLAttributes<HTMLElement> {
  /** The element to render; defaults to 'div'. */
  as?: GlassPanelElement;
  className?: string;
  children?: ReactNode;
}

/** A translucent glass surface; choose `as` for the right landmark or sectioning element. */
export function GlassPanel({ as: Element = 'div', className, children, ...rest }: GlassPanelProps) {
  return (
    <Element className={classNames('grove-glass', 'grove-panel', className)} {...rest}>
      {children}
    </Element>
  );
}
