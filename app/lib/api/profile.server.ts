// Profile calls of API v1.3: the business (PATCH /users/me), working hours and profile media.
import type { Api } from "./request-session.server";
import { instagramPageResponse, mediaListResponse, meResponse, workingHoursResponse } from "../../../contract/schemas/profile";
import { apiPath } from "./path";

export type ProfileUpdate = {
  type: "business";
  contact_name: string;
  contact_email: string;
  phone_number: string;
  website: string;
  description: string;
  location: { address: string; lat: number | null; lon: number | null } | null;
};

export async function updateProfile(api: Api, update: ProfileUpdate) {
  return (await api.call("PATCH", "/users/me", { body: update }, meResponse)).data;
}

/** Working hours travel as a JSON string. */
export async function putWorkingHours(api: Api, businessId: number, body: { working_hours: string }) {
  return (await api.call("PUT", apiPath`/businesses/${businessId}/working-hours`, { body }, workingHoursResponse)).working_hours;
}

export async function uploadMedia(api: Api, files: File[]) {
  const form = new FormData();
  for (const file of files) form.append("files", file, file.name);
  return (await api.call("POST", "/users/me/media", { body: form }, mediaListResponse)).data;
}

export async function addInstagramMedia(api: Api, ids: number[]) {
  return (await api.call("POST", "/users/me/media", { body: { ids } }, mediaListResponse)).data;
}

export async function deleteMedia(api: Api, id: number) {
  return (await api.call("DELETE", apiPath`/users/me/media/${id}`, {}, mediaListResponse)).data;
}

export async function sortMedia(api: Api, ids: number[]) {
  return (await api.call("POST", "/users/me/media/sort", { body: { ids } }, mediaListResponse)).data;
}

export async function listInstagramImages(api: Api, businessId: number, lastId?: number) {
  return api.get(apiPath`/social/${businessId}/media`, { last_id: lastId, limit: 9 }, instagramPageResponse);
}
