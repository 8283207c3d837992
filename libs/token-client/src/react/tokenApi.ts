import { errorBodyParse, type CheckoutRequest, type CheckoutResult, type TokenBalance, type TokenPackageList } from '@grove/api-contract';
import { groveApi } from '@grove/api-client/react';

function tokenBalancePath(userId: string): string {
  return `/api/tokens/${encodeURIComponent(userId)}`;
}

/**
 * The token endpoints of SPEC §7 on Grove's one base API (ARCHITECTURE.md rule 4): a user's balance
 * (`GET /api/tokens/{userId}`, cached per user under the `TokenBalance` tag), the packages on sale
 * (`GET /api/token-packages`) and the checkout (`POST /api/token-packages/checkout`), which refreshes
 * the buyer's balance.
 */
export const tokenApi = groveApi.enhanceEndpoints({ addTagTypes: ['TokenBalance'] }).injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/tokens/{userId}`: SPEC §3's token balance response. */
    tokenBalance: build.query<TokenBalance, string>({
      query: (userId) => tokenBalancePath(userId),
      providesTags: (_result, _error, userId) => [{ type: 'TokenBalance', id: userId }],
    }),
    /** `GET /api/token-packages`: the packages and the live payment provider (`dev` is test mode). */
    tokenPackages: build.query<TokenPackageList, void>({
      // SPEC §7: no authentication is sent for /api/token-packages. The base query adds the bearer
      // token to every request; an undefined header overrides it and fetchBaseQuery drops it.
      query: () => ({ url: '/api/token-packages', headers: { Authorization: undefined } }),
    }),
    /** `POST /api/token-packages/checkout` `{ package_id, user_id }`: credits at once (dev) or returns a checkout URL (stripe). */
    tokenCheckout: build.mutation<CheckoutResult, CheckoutRequest>({
      query: (body) => ({ url: '/api/token-packages/checkout', method: 'POST', body }),
      // A failed checkout may still have changed nothing or something (a timeout): refetch either way.
      invalidatesTags: (_result, _error, { user_id }) => [{ type: 'TokenBalance', id: user_id }],
    }),
  }),
});

/** Hooks of {@link tokenApi}: a user's balance, the packages on sale, and the checkout. */
export const { useTokenBalanceQuery, useTokenPackagesQuery, useTokenCheckoutMutation } = tokenApi;

/**
 * The action that makes every mounted token meter of `userId` refetch its balance, e.g. after a chat
 * reply was charged: `dispatch(tokenBalanceRefresh(userId))`.
 */
export function tokenBalanceRefresh(userId: string) {
  return tokenApi.util.invalidateTags([{ type: 'TokenBalance', id: userId }]);
}

/**
 * The message a person should read for a failed token call: the server's `{ error: { message } }`
 * when it sent one, else `null` (a network failure or an unexpected answer), so the caller shows its
 * own wording.
 */
export function tokenApiErrorMessage(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || !('data' in error)) return null;
  return errorBodyParse(error.data)?.error.message ?? null;
}
