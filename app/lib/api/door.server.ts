// The door list: today's expected check-ins across the brand's offers or at one location, optionally searched.
import type { Api } from "./request-session.server";
import { doorEnvelope } from "../../../contract/schemas/door";
import { apiPath } from "./path";

export async function getDoorList(api: Api, businessId: number, q: string, location?: number) {
  const query = { ...(q ? { q } : {}), ...(location ? { location: String(location) } : {}) };
  return (await api.get(apiPath`/businesses/${businessId}/door`, Object.keys(query).length ? query : undefined, doorEnvelope)).data;
}
