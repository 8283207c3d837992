import type { AnimalGuideState, AnimalGuideUpdate, QuestDone, QuestEntries, QuestEntry } from '@grove/api-contract';
import { groveApi } from '@grove/api-client/react';

/** `animalGuideSave`'s argument: whose guide, and the animal (or null for none). */
export interface AnimalGuideSaveArgs {
  profileId: string;
  animalId: AnimalGuideUpdate['animalId'];
}

/** The quest mutations' argument: whose quest, and which. */
export interface QuestArgs {
  profileId: string;
  questId: string;
}

/** `questDone`'s argument: the quest and the reflection written when it was done (may be empty). */
export interface QuestDoneArgs extends QuestArgs {
  reflection: QuestDone['reflection'];
}

function guideTag(profileId: string) {
  return { type: 'AnimalGuide' as const, id: profileId };
}

function questsTag(profileId: string) {
  return { type: 'Quests' as const, id: profileId };
}

const base = (profileId: string): string => `/api/wonder/${encodeURIComponent(profileId)}`;

/**
 * The wonder routes (issue 21) on the app's one RTK Query api: a profile's animal guide (read by the
 * chat for the mentor's avatar, chosen on /spirit-animal) and its quests (accepted, done with a
 * reflection, dropped without a trace). The server decides who may read and write each profile.
 */
export const wonderApi = groveApi.enhanceEndpoints({ addTagTypes: ['AnimalGuide', 'Quests'] }).injectEndpoints({
  endpoints: (build) => ({
    animalGuide: build.query<AnimalGuideState, string>({
      query: (profileId) => `${base(profileId)}/animal-guide`,
      providesTags: (_result, _error, profileId) => [guideTag(profileId)],
    }),
    animalGuideSave: build.mutation<AnimalGuideState, AnimalGuideSaveArgs>({
      query: ({ profileId, animalId }) => ({ url: `${base(profileId)}/animal-guide`, method: 'PUT', body: { animalId } }),
      // The answer is the saved state: put it in the cache at once (the chat's avatar follows it).
      async onQueryStarted({ profileId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(wonderApi.util.upsertQueryData('animalGuide', profileId, data));
        } catch {
          // The screen shows the failure from the mutation's own result.
        }
      },
    }),
    quests: build.query<QuestEntries, string>({
      query: (profileId) => `${base(profileId)}/quests`,
      providesTags: (_result, _error, profileId) => [questsTag(profileId)],
    }),
    questAccept: build.mutation<QuestEntry, QuestArgs>({
      query: ({ profileId, questId }) => ({ url: `${base(profileId)}/quests/${encodeURIComponent(questId)}/accept`, method: 'POST' }),
      invalidatesTags: (_result, _error, { profileId }) => [questsTag(profileId)],
    }),
    questDone: build.mutation<QuestEntry, QuestDoneArgs>({
      query: ({ profileId, questId, reflection }) => ({ url: `${base(profileId)}/quests/${encodeURIComponent(questId)}/done`, method: 'POST', body: { reflection } }),
      invalidatesTags: (_result, _error, { profileId }) => [questsTag(profileId)],
    }),
    questDrop: build.mutation<unknown, QuestArgs>({
      query: ({ profileId, questId }) => ({ url: `${base(profileId)}/quests/${encodeURIComponent(questId)}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, { profileId }) => [questsTag(profileId)],
    }),
  }),
});

export const { useAnimalGuideQuery, useAnimalGuideSaveMutation, useQuestsQuery, useQuestAcceptMutation, useQuestDoneMutation, useQuestDropMutation } = wonderApi;
