import { groveApi } from '@grove/api-client/react';
import type { User, UserPatch, UserSettings, WelcomeEmail } from '@grove/api-contract';

/** The argument of `patchUser`: whose document, and the fields to change. */
export interface UserPatchArgs {
  uid: string;
  patch: UserPatch;
}

/** The argument of `putSettings` and `patchSettings`: whose settings, and the settings body. */
export interface UserSettingsArgs {
  uid: string;
  settings: UserSettings;
}

/** The answer of `POST /api/email/send-welcome-email`. */
export interface WelcomeEmailSent {
  sent: boolean;
}

function userUrl(uid: string): string {
  return `/api/users/${encodeURIComponent(uid)}`;
}

// A user's settings are cached under their own tag id, so a profile change does not refetch them.
function settingsTagId(uid: string): string {
  return `${uid}/settings`;
}

/**
 * The user account endpoints of SPEC §7 on Grove's base API: the user document (`GET/PATCH/DELETE
 * /api/users/{id}`; the server creates the document with SPEC §9's defaults on the first call), the
 * user's settings (`GET/PUT/PATCH /api/users/{id}/settings`) and the welcome email sent after signup.
 * A successful write puts the server's answer straight into the matching read's cache.
 */
export const accountApi = groveApi.enhanceEndpoints({ addTagTypes: ['User'] }).injectEndpoints({
  endpoints: (build) => ({
    getUser: build.query<User, string>({
      query: (uid) => userUrl(uid),
      providesTags: (_result, _error, uid) => [{ type: 'User', id: uid }],
    }),
    patchUser: build.mutation<User, UserPatchArgs>({
      query: ({ uid, patch }) => ({ url: userUrl(uid), method: 'PATCH', body: patch }),
      async onQueryStarted({ uid }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(accountApi.util.upsertQueryData('getUser', uid, data));
        } catch {
          // The caller gets the error from the mutation itself; the cached user stays as it was.
        }
      },
    }),
    deleteUser: build.mutation<void, string>({
      query: (uid) => ({ url: userUrl(uid), method: 'DELETE' }),
      // No tag is invalidated on purpose: refetching a deleted user would make the server create the
      // document again for the still signed-in identity. The caller signs out and resets the cache.
    }),
    getSettings: build.query<UserSettings, string>({
      query: (uid) => `${userUrl(uid)}/settings`,
      providesTags: (_result, _error, uid) => [{ type: 'User', id: settingsTagId(uid) }],
    }),
    putSettings: build.mutation<UserSettings, UserSettingsArgs>({
      query: ({ uid, settings }) => ({ url: `${userUrl(uid)}/settings`, method: 'PUT', body: settings }),
      async onQueryStarted({ uid }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(accountApi.util.upsertQueryData('getSettings', uid, data));
        } catch {
          // As for patchUser: the error belongs to the caller.
        }
      },
    }),
    patchSettings: build.mutation<UserSettings, UserSettingsArgs>({
      query: ({ uid, settings }) => ({ url: `${userUrl(uid)}/settings`, method: 'PATCH', body: settings }),
      async onQueryStarted({ uid }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(accountApi.util.upsertQueryData('getSettings', uid, data));
        } catch {
          // As for patchUser: the error belongs to the caller.
        }
      },
    }),
    sendWelcomeEmail: build.mutation<WelcomeEmailSent, WelcomeEmail>({
      query: (body) => ({ url: '/api/email/send-welcome-email', method: 'POST', body }),
    }),
  }),
});

/** Hooks of {@link accountApi}: read, change and delete the user document and its settings; send the welcome email. */
export const {
  useGetUserQuery,
  usePatchUserMutation,
  useDeleteUserMutation,
  useGetSettingsQuery,
  usePutSettingsMutation,
  usePatchSettingsMutation,
  useSendWelcomeEmailMutation,
} = accountApi;
