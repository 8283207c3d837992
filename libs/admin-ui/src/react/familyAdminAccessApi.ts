import type { AdminAccessList } from '@grove/api-contract';
import { groveApi } from '@grove/api-client/react';

/** `familyAdminAccess`' argument: whose account, and a page of its list. */
export interface FamilyAdminAccessArgs {
  userId: string;
  limit?: number;
  offset?: number;
}

/**
 * The family's side of the admin area on the app's one base API (issue 20, point 8): the list of
 * admin reads of the account's content. Its own module, so a family's settings load nothing of the
 * admin screens.
 */
export const familyAdminAccessApi = groveApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/users/{id}/admin-access`: every admin read of this account's content, newest first. */
    familyAdminAccess: build.query<AdminAccessList, FamilyAdminAccessArgs>({
      query: ({ userId, limit, offset }) => ({
        url: `/api/users/${encodeURIComponent(userId)}/admin-access`,
        params: { ...(limit !== undefined ? { limit } : {}), ...(offset !== undefined ? { offset } : {}) },
      }),
    }),
  }),
});

/** The family's admin-access hook. */
export const { useFamilyAdminAccessQuery } = familyAdminAccessApi;
