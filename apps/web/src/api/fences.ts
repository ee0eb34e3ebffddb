/** Geo-fences and points of interest: the calls shared by their screens and the map layers. */
import { api } from './http';
import type { BodyOf, ValueOf } from './api-types';

export type FenceItem = ValueOf<'/api/GeoFence/List', 'post'>[number];
export type AddFenceBody = BodyOf<'/api/GeoFence/Add', 'post'>;
export type EditFenceBody = BodyOf<'/api/GeoFence/Edit', 'post'>;
export type BindingHistoryItem = ValueOf<'/api/GeoFence/BindHistory', 'post'>[number];
export type PoiRecord = ValueOf<'/api/POI/List', 'post'>[number];
export type AddPoiBody = BodyOf<'/api/POI/Add', 'post'>;
export type EditPoiBody = BodyOf<'/api/POI/Edit', 'post'>;

export const FENCES_KEY = ['fences'] as const;
export const POIS_KEY = ['pois'] as const;

export const fetchFences = (signal?: AbortSignal) =>
  api.post<FenceItem[]>('/api/GeoFence/List', {}, signal ? { signal } : {});
export const addFence = (body: AddFenceBody) => api.post<FenceItem>('/api/GeoFence/Add', body);
export const editFence = (body: EditFenceBody) => api.post<FenceItem>('/api/GeoFence/Edit', body);
export const removeFence = (id: string) => api.post<null>('/api/GeoFence/Remove', { id });
export const bindFence = (fenceId: string, imeis: string[]) =>
  api.post<FenceItem>('/api/GeoFence/Bind', { fenceId, imeis });
export const unbindFence = (fenceId: string, imeis: string[]) =>
  api.post<FenceItem>('/api/GeoFence/Unbind', { fenceId, imeis });
export const fetchBindingHistory = (fenceId?: string) =>
  api.post<BindingHistoryItem[]>('/api/GeoFence/BindHistory', fenceId ? { fenceId } : {});

export const fetchPois = (signal?: AbortSignal) =>
  api.post<PoiRecord[]>('/api/POI/List', {}, signal ? { signal } : {});
export const addPoi = (body: AddPoiBody) => api.post<PoiRecord>('/api/POI/Add', body);
export const editPoi = (body: EditPoiBody) => api.post<PoiRecord>('/api/POI/Edit', body);
export const removePoi = (id: string) => api.post<null>('/api/POI/Remove', { id });
