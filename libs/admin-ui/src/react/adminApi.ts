import type {
  AdminAccountUsage,
  AdminAnalytics,
  AdminAuditAction,
  AdminAuditList,
  AdminReconciliation,
  AdminTokenAccounts,
  AdminTokenList,
  AdminTokenMonitor,
  AdminTokenUsage,
  AdminTrialUsage,
  AdminUsageGroupBy,
  AdminUserList,
  BreakGlassRead,
  BreakGlassRequest,
  FlaggedList,
  FlaggedSource,
  FlagSeverity,
  MemoryAnalytics,
  MemoryPattern,
  MemoryPatternInput,
  MemoryPatternKind,
  MemoryPatternList,
  Role,
  SystemStatusWithDetails,
  User,
} from '@grove/api-contract';
import { groveApi } from '@grove/api-client/react';
import { adminRangeQuery, type AdminDateRange } from '../index';

/** One page of a list the server pages. */
export interface AdminPageArgs {
  /** 1..200, 50 by default (the server's). */
  limit?: number;
  offset?: number;
}

/** A range, and a page of the lists it holds. */
export interface AdminRangeArgs extends AdminPageArgs {
  range: AdminDateRange;
}

/** `adminRoleSet`'s argument: whose role, and the role to hold (`admin` grants the admin area, another removes it). */
export interface AdminRoleSetArgs {
  userId: string;
  role: Role;
}

/** `adminAuditLog`'s argument: the range, a page, and optionally one action or one admin. */
export interface AdminAuditArgs extends AdminRangeArgs {
  action?: AdminAuditAction;
  admin?: string;
}

/** `adminTokenUsage`'s argument. */
export interface AdminTokenUsageArgs extends AdminRangeArgs {
  groupBy: AdminUsageGroupBy;
}

/** `adminFlagged`'s argument: the queue's filters. */
export interface AdminFlaggedArgs extends AdminRangeArgs {
  status: 'open' | 'resolved' | 'all';
  source?: FlaggedSource;
  severity?: FlagSeverity;
}

/** `adminMemoryPatterns`' argument. */
export interface AdminPatternsArgs extends AdminPageArgs {
  kind?: MemoryPatternKind;
}

function page({ limit, offset }: AdminPageArgs): Record<string, number> {
  return { ...(limit !== undefined ? { limit } : {}), ...(offset !== undefined ? { offset } : {}) };
}

function ranged({ range, limit, offset }: AdminRangeArgs, extra: Record<string, string | number | undefined> = {}): Record<string, string | number> {
  return adminRangeQuery(range, { ...extra, limit, offset });
}

const USERS = { type: 'AdminUsers' as const, id: 'all' };
const AUDIT = { type: 'AdminAudit' as const, id: 'all' };
const PATTERNS = { type: 'AdminPatterns' as const, id: 'all' };
const FLAGGED = { type: 'AdminFlagged' as const, id: 'all' };

/**
 * The admin area's endpoints on the app's one base API (issue 20): accounts and roles, the audit log,
 * break-glass, memory patterns, the flagged queue and memory analytics (part A's calls); the token
 * monitor, analytics, token usage and trial usage (part B's). Every admin action refetches the audit
 * log, since each is one of its rows; figures are read fresh each time a screen opens.
 */
export const adminApi = groveApi.enhanceEndpoints({ addTagTypes: ['AdminUsers', 'AdminAudit', 'AdminPatterns', 'AdminFlagged'] }).injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/admin/users`: accounts, newest first. */
    adminUsers: build.query<AdminUserList, AdminPageArgs>({
      query: (args) => ({ url: '/api/admin/users', params: page(args) }),
      providesTags: [USERS],
    }),
    /** `PATCH /api/users/{id}` with a role: grants or removes the admin role (never one's own: the server refuses). */
    adminRoleSet: build.mutation<User, AdminRoleSetArgs>({
      query: ({ userId, role }) => ({ url: `/api/users/${encodeURIComponent(userId)}`, method: 'PATCH', body: { role } }),
      invalidatesTags: (_result, error) => (error ? [] : [USERS, AUDIT]),
    }),
    /** `GET /api/admin/audit-log`: every admin action, newest first. */
    adminAuditLog: build.query<AdminAuditList, AdminAuditArgs>({
      query: (args) => ({ url: '/api/admin/audit-log', params: ranged(args, { action: args.action, admin: args.admin }) }),
      providesTags: [AUDIT],
    }),
    /** `POST /api/admin/break-glass`: one whole conversation, for a reason (audited, shown to the family). */
    adminBreakGlass: build.mutation<BreakGlassRead, BreakGlassRequest>({
      query: (body) => ({ url: '/api/admin/break-glass', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : [AUDIT]),
    }),
    /** `GET /api/admin/memory-patterns`: the rules of what may be remembered, newest first. */
    adminMemoryPatterns: build.query<MemoryPatternList, AdminPatternsArgs>({
      query: (args) => ({ url: '/api/admin/memory-patterns', params: { ...page(args), ...(args.kind ? { kind: args.kind } : {}) } }),
      providesTags: [PATTERNS],
    }),
    /** `POST /api/admin/memory-patterns`. */
    adminMemoryPatternCreate: build.mutation<MemoryPattern, MemoryPatternInput>({
      query: (body) => ({ url: '/api/admin/memory-patterns', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : [PATTERNS, AUDIT]),
    }),
    /** `PUT /api/admin/memory-patterns/{id}` (the whole pattern). */
    adminMemoryPatternUpdate: build.mutation<MemoryPattern, { id: string; pattern: MemoryPatternInput }>({
      query: ({ id, pattern }) => ({ url: `/api/admin/memory-patterns/${encodeURIComponent(id)}`, method: 'PUT', body: pattern }),
      invalidatesTags: (_result, error) => (error ? [] : [PATTERNS, AUDIT]),
    }),
    /** `DELETE /api/admin/memory-patterns/{id}`. */
    adminMemoryPatternDelete: build.mutation<void, string>({
      query: (id) => ({ url: `/api/admin/memory-patterns/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : [PATTERNS, AUDIT]),
    }),
    /** `GET /api/admin/flagged-patterns`: the flagged queue, by severity then newest. */
    adminFlagged: build.query<FlaggedList, AdminFlaggedArgs>({
      query: (args) => ({ url: '/api/admin/flagged-patterns', params: ranged(args, { status: args.status, source: args.source, severity: args.severity }) }),
      providesTags: [FLAGGED],
    }),
    /** `POST /api/admin/flagged-patterns/{id}/resolve` with a note (SPEC §7's resolve call). */
    adminFlaggedResolve: build.mutation<unknown, { id: string; note: string }>({
      query: ({ id, note }) => ({ url: `/api/admin/flagged-patterns/${encodeURIComponent(id)}/resolve`, method: 'POST', body: { note } }),
      invalidatesTags: (_result, error) => (error ? [] : [FLAGGED, AUDIT]),
    }),
    /** `PUT /api/admin/flagged-patterns/{id}` with status open: a resolved item back in the queue. */
    adminFlaggedReopen: build.mutation<unknown, string>({
      query: (id) => ({ url: `/api/admin/flagged-patterns/${encodeURIComponent(id)}`, method: 'PUT', body: { status: 'open' } }),
      invalidatesTags: (_result, error) => (error ? [] : [FLAGGED, AUDIT]),
    }),
    /** `GET /api/admin/memory-analytics`: memories saved, approved, deleted, expired and feedback, per band. */
    adminMemoryAnalytics: build.query<MemoryAnalytics, { range: AdminDateRange }>({
      query: ({ range }) => ({ url: '/api/admin/memory-analytics', params: adminRangeQuery(range) }),
      providesTags: [PATTERNS, FLAGGED],
    }),
    /** `GET /api/admin/token-monitor`: balances, near the limit, low, movements and the reconciliation. */
    adminTokenMonitor: build.query<AdminTokenMonitor, AdminRangeArgs>({
      query: (args) => ({ url: '/api/admin/token-monitor', params: ranged(args) }),
    }),
    /** `GET /api/admin/token-monitor/accounts`: a further page of one of the monitor's account lists. */
    adminTokenAccounts: build.query<AdminTokenAccounts, AdminPageArgs & { list: AdminTokenList }>({
      query: (args) => ({ url: '/api/admin/token-monitor/accounts', params: { list: args.list, ...page(args) } }),
    }),
    /** `GET /api/admin/token-monitor/reconciliation`: a further page of the mismatches. */
    adminReconciliation: build.query<AdminReconciliation, AdminPageArgs>({
      query: (args) => ({ url: '/api/admin/token-monitor/reconciliation', params: page(args) }),
    }),
    /** `GET /api/admin/analytics`: counts by day and band, games, the funnel and the cohorts. */
    adminAnalytics: build.query<AdminAnalytics, { range: AdminDateRange }>({
      query: ({ range }) => ({ url: '/api/admin/analytics', params: adminRangeQuery(range) }),
    }),
    /** `GET /api/admin/token-usage`: tokens grouped by day, model or kind, and the top accounts. */
    adminTokenUsage: build.query<AdminTokenUsage, AdminTokenUsageArgs>({
      query: (args) => ({ url: '/api/admin/token-usage', params: ranged(args, { groupBy: args.groupBy }) }),
    }),
    /** `GET /api/admin/token-usage/accounts/{id}`: one account's usage, day by day. */
    adminAccountUsage: build.query<AdminAccountUsage, { userId: string; range: AdminDateRange }>({
      query: ({ userId, range }) => ({ url: `/api/admin/token-usage/accounts/${encodeURIComponent(userId)}`, params: adminRangeQuery(range) }),
    }),
    /** `GET /api/admin/trial-usage`: trial records, related devices, the counters and clusters. */
    adminTrialUsage: build.query<AdminTrialUsage, AdminRangeArgs>({
      query: (args) => ({ url: '/api/admin/trial-usage', params: ranged(args) }),
    }),
    /** `GET /system/status` read by an admin: with the details (database, jobs, providers, counts). */
    adminSystemStatus: build.query<SystemStatusWithDetails, void>({
      query: () => '/system/status',
    }),
  }),
});

/** The admin area's hooks. */
export const {
  useAdminUsersQuery,
  useAdminRoleSetMutation,
  useAdminAuditLogQuery,
  useAdminBreakGlassMutation,
  useAdminMemoryPatternsQuery,
  useAdminMemoryPatternCreateMutation,
  useAdminMemoryPatternUpdateMutation,
  useAdminMemoryPatternDeleteMutation,
  useAdminFlaggedQuery,
  useAdminFlaggedResolveMutation,
  useAdminFlaggedReopenMutation,
  useAdminMemoryAnalyticsQuery,
  useAdminTokenMonitorQuery,
  useAdminTokenAccountsQuery,
  useAdminReconciliationQuery,
  useAdminAnalyticsQuery,
  useAdminTokenUsageQuery,
  useAdminAccountUsageQuery,
  useAdminTrialUsageQuery,
  useAdminSystemStatusQuery,
} = adminApi;
