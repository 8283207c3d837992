import { useId } from 'react';
import type { ExportQuery } from '@grove/api-contract';
import './family.css';

/** Props of {@link DataExportButtons}. */
export interface DataExportButtonsProps {
  /** What is downloaded, e.g. "Download Leo's data". */
  title: string;
  /** A sentence on what the file holds. */
  description: string;
  /** The format on its way, or null. */
  pending: ExportQuery['format'] | null;
  onDownload: (format: ExportQuery['format']) => void;
  /** Why the last download failed. */
  error: string | null;
  /** The name of the file last saved. */
  saved: string | null;
  /** The heading level (default 2). */
  headingLevel?: 2 | 3;
}

/**
 * Two downloads of the same data (issue 18, point 5): JSON for other apps and a readable Markdown
 * file, with what is happening said in words (saving, saved as …, or why it failed).
 */
export function DataExportButtons({ title, description, pending, onDownload, error, saved, headingLevel = 2 }: DataExportButtonsProps) {
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="grove-export" aria-labelledby={headingId}>
      <Heading id={headingId}>{title}</Heading>
      <p>{description}</p>
      <div className="grove-export__buttons" role="group" aria-labelledby={headingId}>
        <button type="button" className="grove-button grove-button--secondary" disabled={pending !== null} onClick={() => onDownload('md')}>
          {pending === 'md' ? 'Preparing…' : 'Download a readable file'}
        </button>
        <button type="button" className="grove-button grove-button--secondary" disabled={pending !== null} onClick={() => onDownload('json')}>
          {pending === 'json' ? 'Preparing…' : 'Download as JSON'}
        </button>
      </div>
      <p className="grove-export__status" role="status">
        {saved !== null && pending === null ? `Saved ${saved}.` : null}
      </p>
      {error !== null && (
        <p className="grove-export__error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
