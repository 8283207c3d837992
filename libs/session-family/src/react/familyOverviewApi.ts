import type { FetchBaseQueryError, FetchBaseQueryMeta } from '@reduxjs/toolkit/query/react';
import type { Alert, AlertList, AlertPatch, AlertStatus, ExportQuery, ParentOverview, Retention, RetentionSetting } from '@grove/api-contract';
import { groveApi } from '@grove/api-client/react';

/** A file the API sent for download: its name (from `content-disposition`), its type and its text. */
export interface DataExportFile {
  fileName: string;
  contentType: string;
  text: string;
}

/** `childExport`'s argument: which child, JSON (for machines) or Markdown (for people). */
export interface ChildExportArgs {
  childId: string;
  format: ExportQuery['format'];
}

/** `familyExport`'s argument: the account owner's id and the format. */
export interface FamilyExportArgs {
  userId: string;
  format: ExportQuery['format'];
}

/** `alertList`'s argument: whose alerts, and only those with this status (all when omitted). */
export interface AlertListArgs {
  userId: string;
  status?: AlertStatus;
}

/** `alertPatch`'s argument: the alert, and "seen" or "resolved". */
export interface AlertPatchArgs {
  alertId: string;
  status: AlertPatch['status'];
}

/** `retentionUpdate`'s argument. */
export interface RetentionUpdateArgs {
  userId: string;
  retention: Retention;
}

const CONTENT_TYPES: Record<ExportQuery['format'], string> = { json: 'application/json', md: 'text/markdown' };

/**
 * The file name in a `content-disposition` header (`attachment; filename="grove-export-….json"`),
 * kept to letters, digits, dots, dashes and underscores so no path or odd character reaches the
 * browser's save dialog; `fallback` when there is none.
 */
export function dataExportFileNameRead(contentDisposition: string | null | undefined, fallback: string): string {
  const quoted = /filename\s*=\s*"([^"]*)"/i.exec(contentDisposition ?? '')?.[1];
  const bare = /filename\s*=\s*([^;\s]+)/i.exec(contentDisposition ?? '')?.[1];
  // No leading dots: a name may not hide the file or climb out of the download folder.
  const name = (quoted ?? bare ?? '').replace(/[^A-Za-z0-9._-]/g, '').replace(/^\.+/, '');
  return name === '' || !/[A-Za-z0-9]/.test(name) ? fallback : name;
}

// A download's body is read as text (the file as sent); an error's as the API's JSON error body, so
// screens read the server's message as for any other call.
async function exportResponseRead(response: Response): Promise<unknown> {
  if (response.ok) return response.text();
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

type BaseQuery = (args: { url: string; params: Record<string, string>; responseHandler: (response: Response) => Promise<unknown> }) => Promise<{
  data?: unknown;
  error?: FetchBaseQueryError;
  meta?: FetchBaseQueryMeta;
}>;

async function exportFetch(baseQuery: BaseQuery, url: string, format: ExportQuery['format'], who: string) {
  const result = await baseQuery({ url, params: { format }, responseHandler: exportResponseRead });
  if (result.error) return { error: result.error };
  const headers = result.meta?.response?.headers;
  const file: DataExportFile = {
    fileName: dataExportFileNameRead(headers?.get('content-disposition'), `grove-export-${who}.${format}`),
    contentType: CONTENT_TYPES[format],
    text: typeof result.data === 'string' ? result.data : JSON.stringify(result.data, null, 2),
  };
  return { data: file };
}

function childPath(childId: string, rest: string): string {
  return `/api/children/${encodeURIComponent(childId)}${rest}`;
}

function userPath(userId: string, rest: string): string {
  return `/api/users/${encodeURIComponent(userId)}${rest}`;
}

/**
 * The parent's side of the family (issue 18) on the one base API (ARCHITECTURE.md rule 4): a child's
 * overview by age band, the parent's alerts (marked seen or resolved), the family's retention choice,
 * and the data exports of a child or the whole family. Overviews are cached under `ChildOverview` by
 * child, alerts under `Alerts`, the retention under `Retention` by account. Deleting a child (the
 * family endpoints' `deleteChild`) invalidates `Children`, which the alerts also provide, so a deleted
 * child's alerts leave the list (the deleted child's own overview is not read again: it is gone).
 * Exports are mutations: a download is an action, never cached; the caller saves the file and drops
 * the text (`reset`).
 */
export const familyOverviewApi = groveApi.enhanceEndpoints({ addTagTypes: ['ChildOverview', 'Alerts', 'Retention', 'Children'] }).injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/children/{childId}/overview`: what the parent sees of the child, by band (403 for a child profile or another family). */
    childOverview: build.query<ParentOverview, string>({
      query: (childId) => childPath(childId, '/overview'),
      providesTags: (_result, _error, childId) => [{ type: 'ChildOverview', id: childId }],
    }),
    /** `GET /api/users/{id}/alerts?status=`: the parent's alerts, newest first. */
    alertList: build.query<AlertList, AlertListArgs>({
      query: ({ userId, status }) => ({ url: userPath(userId, '/alerts'), params: status ? { status } : {} }),
      providesTags: ['Alerts', 'Children'],
    }),
    /** `PATCH /api/alerts/{alertId}`: marks an alert seen or resolved; the cached lists show it at once. */
    alertPatch: build.mutation<Alert, AlertPatchArgs>({
      query: ({ alertId, status }) => ({ url: `/api/alerts/${encodeURIComponent(alertId)}`, method: 'PATCH', body: { status } }),
      async onQueryStarted({ alertId }, { dispatch, getState, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          // Every cached list holding the alert shows its new status before the lists are read again.
          for (const { endpointName, originalArgs } of familyOverviewApi.util.selectInvalidatedBy(getState(), ['Alerts'])) {
            if (endpointName !== 'alertList') continue;
            dispatch(
              familyOverviewApi.util.updateQueryData('alertList', originalArgs as AlertListArgs, (draft) => {
                const index = draft.alerts.findIndex((alert) => alert.id === alertId);
                if (index !== -1) draft.alerts[index] = data;
              }),
            );
          }
        } catch {
          // The caller shows the error; the lists stay as they were.
        }
      },
      invalidatesTags: ['Alerts'],
    }),
    /** `GET /api/users/{id}/retention`: how long the family's children's conversations, journal and memories are kept. */
    retention: build.query<RetentionSetting, string>({
      query: (userId) => userPath(userId, '/retention'),
      providesTags: (_result, _error, userId) => [{ type: 'Retention', id: userId }],
    }),
    /** `PUT /api/users/{id}/retention`: the owner's new choice; the answer goes straight into the read's cache. */
    retentionUpdate: build.mutation<RetentionSetting, RetentionUpdateArgs>({
      query: ({ userId, retention }) => ({ url: userPath(userId, '/retention'), method: 'PUT', body: { retention } }),
      async onQueryStarted({ userId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(familyOverviewApi.util.upsertQueryData('retention', userId, data));
        } catch {
          // The caller shows the error; the cached choice stays as it was.
        }
      },
    }),
    /** `GET /api/children/{childId}/export?format=`: everything Grove holds about the child, as a file. */
    childExport: build.mutation<DataExportFile, ChildExportArgs>({
      queryFn: ({ childId, format }, _api, _extra, baseQuery) => exportFetch(baseQuery as BaseQuery, childPath(childId, '/export'), format, 'child'),
    }),
    /** `GET /api/users/{id}/export?format=`: everything Grove holds about the family, as a file. */
    familyExport: build.mutation<DataExportFile, FamilyExportArgs>({
      queryFn: ({ userId, format }, _api, _extra, baseQuery) => exportFetch(baseQuery as BaseQuery, userPath(userId, '/export'), format, 'family'),
    }),
  }),
});

/** Hooks of {@link familyOverviewApi}'s endpoints. */
export const {
  useChildOverviewQuery,
  useAlertListQuery,
  useAlertPatchMutation,
  useRetentionQuery,
  useRetentionUpdateMutation,
  useChildExportMutation,
  useFamilyExportMutation,
} = familyOverviewApi;
