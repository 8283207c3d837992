import { useState } from 'react';
import type { ExportQuery } from '@grove/api-contract';
import { apiErrorMessage } from '@grove/api-client';
import { dataExportSaveBrowser, type DataExportSave } from './dataExportSave';
import { useChildExportMutation, useFamilyExportMutation } from './familyOverviewApi';

/** Whose data a download holds: one child's, or the whole family's (the account owner's id). */
export type DataExportTarget = { kind: 'child'; childId: string } | { kind: 'family'; userId: string };

/** What {@link useDataExport} gives a screen. */
export interface DataExportApi {
  download(format: ExportQuery['format']): Promise<void>;
  pending: ExportQuery['format'] | null;
  error: string | null;
  /** The name of the last file saved. */
  saved: string | null;
}

/** Said when a download fails and the server gave no reason. */
export const DATA_EXPORT_FAILED = 'The download could not be made. Please try again.';

/**
 * Downloads a child's or the family's data (issue 18, point 5) with the app's sign-in headers, saves
 * it as a file and forgets the text at once (a year of chats need not stay in the store).
 */
export function useDataExport(target: DataExportTarget, save: DataExportSave = dataExportSaveBrowser): DataExportApi {
  const [childExport] = useChildExportMutation();
  const [familyExport] = useFamilyExportMutation();
  const [pending, setPending] = useState<ExportQuery['format'] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);

  async function download(format: ExportQuery['format']): Promise<void> {
    setPending(format);
    setError(null);
    setSaved(null);
    const request = target.kind === 'child' ? childExport({ childId: target.childId, format }) : familyExport({ userId: target.userId, format });
    try {
      const file = await request.unwrap();
      save(file);
      setSaved(file.fileName);
    } catch (failure) {
      setError(apiErrorMessage(failure, DATA_EXPORT_FAILED));
    } finally {
      request.reset();
      setPending(null);
    }
  }

  return { download, pending, error, saved };
}
