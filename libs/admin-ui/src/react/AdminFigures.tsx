import { useId, type ReactNode } from 'react';

/** One figure of an {@link AdminFigures} row. */
export interface AdminFigure {
  label: string;
  value: string;
  /** A line under the figure ("32.5 % of joins", "+12 % on the 30 days before"). */
  detail?: string;
  /** Draws the eye to a figure that needs action (a mismatch, an exhausted trial). */
  tone?: 'warning';
}

/** The headline figures of a panel, as a description list: each label read with its value. */
export function AdminFigures({ figures, label }: { figures: readonly AdminFigure[]; label: string }) {
  return (
    <dl className="grove-admin-figures" aria-label={label}>
      {figures.map((figure) => (
        <div key={figure.label} className={`grove-admin-figure${figure.tone === 'warning' ? ' grove-admin-figure--warning' : ''}`}>
          <dt>{figure.label}</dt>
          <dd>
            <span className="grove-admin-figure__value">{figure.value}</span>
            {figure.detail && <span className="grove-admin-figure__detail">{figure.detail}</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Props of {@link AdminSection}. */
export interface AdminSectionProps {
  title: string;
  /** A sentence under the heading: what the section is for. */
  lead?: ReactNode;
  children: ReactNode;
  /** Controls beside the heading. */
  actions?: ReactNode;
}

/** One glass card of an admin screen, named by its heading. */
export function AdminSection({ title, lead, children, actions }: AdminSectionProps) {
  const headingId = useId();
  return (
    <section className="grove-admin grove-admin-section grove-glass" aria-labelledby={headingId}>
      <div className="grove-admin-section__header">
        <h2 id={headingId} className="grove-admin__title">
          {title}
        </h2>
        {actions}
      </div>
      {lead && <p className="grove-admin__muted">{lead}</p>}
      {children}
    </section>
  );
}
