import type { AdminUserList, Role, User } from '@grove/api-contract';
import { groveApi } from '@grove/api-client/react';

/** `adminUsers`' argument: one page of accounts. */
export interface AdminPageArgs {
  /** 1..200, 50 by default (the server's). */
  limit?: number;
  offset?: number;
}

/** `adminRoleSet`'s argument: whose role, and the role to hold (`admin` grants the admin area, another removes it). */
export interface AdminRoleSetArgs {
  userId: string;
  role: Role;
}

const USERS = { type: 'AdminUsers' as const, id: 'all' };
const AUDIT = { type: 'AdminAudit' as const, id: 'all' };

function pageParams({ limit, offset }: AdminPageArgs): Record<string, number> {
  return { ...(limit !== undefined ? { limit } : {}), ...(offset !== undefined ? { offset } : {}) };
}

/**
 * The admin area's endpoints on the app's one base API (issue 20): accounts and their roles. A role
 * change refetches the accounts and the audit log (the change is one of its rows).
 */
export const adminApi = groveApi.enhanceEndpoints({ addTagTypes: ['AdminUsers', 'AdminAudit'] }).injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/admin/users`: accounts, newest first. */
    adminUsers: build.query<AdminUserList, AdminPageArgs>({
      query: (args) => ({ url: '/api/admin/users', params: pageParams(args) }),
      providesTags: [USERS],
    }),
    /** `PATCH /api/users/{id}` with a role: grants or removes the admin role (never one's own: the server refuses). */
    adminRoleSet: build.mutation<User, AdminRoleSetArgs>({
      query: ({ userId, role }) => ({ url: `/api/users/${encodeURIComponent(userId)}`, method: 'PATCH', body: { role } }),
      invalidatesTags: (_result, error) => (error ? [] : [USERS, AUDIT]),
    }),
  }),
});

/** The admin area's hooks. */
export const { useAdminUsersQuery, useAdminRoleSetMutation } = adminApi;
