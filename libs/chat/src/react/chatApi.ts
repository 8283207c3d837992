import type { ChatHistory, Conversation } from '@grove/api-contract';
import { groveApi } from '@grove/api-client/react';

function historyPath(profileId: string): string {
  return `/api/chat-history/${encodeURIComponent(profileId)}`;
}

/**
 * The chat history endpoints of the one base API (ARCHITECTURE.md rule 4). `profileId` is the account
 * uid for the parent or a solo user, the child's id for a child profile. Sending a message (streamed)
 * goes through the chat transport, not through here.
 */
export const chatApi = groveApi.enhanceEndpoints({ addTagTypes: ['ChatConversations', 'ChatMessages'] }).injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/chat-history/{profileId}`: the profile's conversations, newest first. */
    listConversations: build.query<Conversation[], string>({
      query: (profileId) => historyPath(profileId),
      transformResponse: (history: ChatHistory) => history.conversations,
      providesTags: ['ChatConversations'],
    }),
    /** `GET /api/chat-history/{profileId}?conversation_id=`: one conversation with its messages in order. */
    getConversation: build.query<ChatHistory, { profileId: string; conversationId: string }>({
      query: ({ profileId, conversationId }) => ({ url: historyPath(profileId), params: { conversation_id: conversationId } }),
      providesTags: (_result, _error, { conversationId }) => [{ type: 'ChatMessages', id: conversationId }],
    }),
    /** `DELETE /api/chat/{profileId}/conversation/{conversationId}`. */
    deleteConversation: build.mutation<null, { profileId: string; conversationId: string }>({
      query: ({ profileId, conversationId }) => ({
        url: `/api/chat/${encodeURIComponent(profileId)}/conversation/${encodeURIComponent(conversationId)}`,
        method: 'DELETE',
      }),
      transformResponse: () => null,
      invalidatesTags: ['ChatConversations'],
    }),
  }),
});

/** Hooks of {@link chatApi}'s endpoints. */
export const { useListConversationsQuery, useGetConversationQuery, useDeleteConversationMutation } = chatApi;
