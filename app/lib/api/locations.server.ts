// A brand's locations in API v1.3: the list (open ones first, the main one first), one location,
// adding, editing and retiring. The API answers 403 to a door seat, 404 to another brand's
// location, and 409 to a change of a retired one or the retiring of the last open one.
import type { WorkingHours } from "../profile/working-hours";
import { apiPath } from "./path";
import type { Api } from "./request-session.server";
import { locationEnvelope, locationsEnvelope } from "../../../contract/schemas/locations";

export type LocationBody = {
  name: string;
  address: string;
  city_id: number | null;
  timezone: string;
  working_hours: WorkingHours;
  phone_number: string;
};

export async function listLocations(api: Api, businessId: number) {
  return (await api.get(apiPath`/businesses/${businessId}/locations`, undefined, locationsEnvelope)).data;
}

export async function getLocation(api: Api, businessId: number, locationId: number) {
  return (await api.get(apiPath`/businesses/${businessId}/locations/${locationId}`, undefined, locationEnvelope)).data;
}

export async function addLocation(api: Api, businessId: number, body: LocationBody) {
  return (await api.call("POST", apiPath`/businesses/${businessId}/locations`, { body }, locationEnvelope)).data;
}

export async function updateLocation(api: Api, businessId: number, locationId: number, body: Partial<LocationBody>) {
  return (await api.call("PATCH", apiPath`/businesses/${businessId}/locations/${locationId}`, { body }, locationEnvelope)).data;
}

/** Retires a location: it keeps its offers' history and takes no new offers. */
export async function retireLocation(api: Api, businessId: number, locationId: number) {
  return (await api.call("POST", apiPath`/businesses/${businessId}/locations/${locationId}/retire`, {}, locationEnvelope)).data;
}
