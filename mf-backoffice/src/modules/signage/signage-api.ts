import type {
  Scene,
  SceneInput,
  Segment,
  SegmentInput,
  SignageCommandBody,
  SignageDevice,
  SignageDeviceInput,
  Stream,
  StreamInput,
} from '@asp/contracts';
import { operationTexts } from '@asp/i18n';
import { resourceEndpoints } from '@asp/web-kit';
import { backofficeApi } from '../../backoffice-api';

/**
 * Digital signage (services/signage, issue 16): scenes, segments ('Filmsequenz'), streams
 * and TVs with the standard calls; the TV's command, abort and key calls answer the whole
 * device, which replaces the stored one (document 1 §4).
 */
const signageBase = backofficeApi.enhanceEndpoints({
  addTagTypes: ['SignageScene', 'SignageSegment', 'SignageStream', 'SignageDevice'],
});

export const signageScenesApi = signageBase.injectEndpoints({
  endpoints: (builder) =>
    resourceEndpoints<Scene, SceneInput>()(builder, { name: 'scene', tag: 'SignageScene', path: '/scenes', resource: 'scenes' }),
});

export const signageSegmentsApi = signageBase.injectEndpoints({
  endpoints: (builder) =>
    resourceEndpoints<Segment, SegmentInput>()(builder, {
      name: 'signageSegment',
      tag: 'SignageSegment',
      path: '/digital-signage-segments',
      resource: 'digitalSignageSegments',
      swallowPage: true,
    }),
});

export const signageStreamsApi = signageBase.injectEndpoints({
  endpoints: (builder) =>
    resourceEndpoints<Stream, StreamInput>()(builder, {
      name: 'signageStream',
      tag: 'SignageStream',
      path: '/digital-signage-streams',
      resource: 'digitalSignageStreams',
    }),
});

export const signageDevicesApi = signageBase.injectEndpoints({
  endpoints: (builder) =>
    resourceEndpoints<SignageDevice, SignageDeviceInput>()(builder, {
      name: 'signageDevice',
      tag: 'SignageDevice',
      path: '/digital-signage-devices',
      resource: 'digitalSignageDevices',
      swallowPage: true,
    }),
});

/** The TV's command, abort and key calls: each answers the whole device (document 1 §4). */
export const signageCommandsApi = signageBase.injectEndpoints({
  endpoints: (builder) => ({
    sendSignageCommand: builder.mutation<SignageDevice, { id: number; command: SignageCommandBody }>({
      query: ({ id, command }) => ({ method: 'POST', url: `/digital-signage-devices/${id}/command`, body: command }),
      extraOptions: { onError: { message: operationTexts.commandFailed, write: true } },
      invalidatesTags: (result) => (result ? ['SignageDevice'] : []),
    }),
    abortSignageCommand: builder.mutation<SignageDevice, number>({
      query: (id) => ({ method: 'POST', url: `/digital-signage-devices/${id}/command/abort`, body: {} }),
      extraOptions: { onError: { message: operationTexts.commandAbortFailed, write: true } },
      invalidatesTags: (result) => (result ? ['SignageDevice'] : []),
    }),
    rotateSignageKey: builder.mutation<{ key: string; device: SignageDevice }, number>({
      query: (id) => ({ method: 'POST', url: `/digital-signage-devices/${id}/key`, body: {} }),
      extraOptions: { onError: { resource: 'digitalSignageDevices', action: 'update' } },
      invalidatesTags: (result) => (result ? ['SignageDevice'] : []),
    }),
  }),
});

export const { useSceneListQuery, useSceneQuery, useCreateSceneMutation, useUpdateSceneMutation, useRemoveSceneMutation } =
  signageScenesApi;
export const {
  useSignageStreamListQuery,
  useSignageStreamQuery,
  useCreateSignageStreamMutation,
  useUpdateSignageStreamMutation,
  useRemoveSignageStreamMutation,
} = signageStreamsApi;
export const {
  useSignageSegmentListQuery,
  useSignageSegmentPageQuery,
  useSignageSegmentQuery,
  useCreateSignageSegmentMutation,
  useUpdateSignageSegmentMutation,
  useRemoveSignageSegmentMutation,
} = signageSegmentsApi;
export const {
  useSignageDevicePageQuery,
  useSignageDeviceQuery,
  useCreateSignageDeviceMutation,
  useUpdateSignageDeviceMutation,
  useRemoveSignageDeviceMutation,
} = signageDevicesApi;
export const { useSendSignageCommandMutation, useAbortSignageCommandMutation, useRotateSignageKeyMutation } = signageCommandsApi;
