// The door list: today's expected check-ins across the brand's offers, optionally searched.
import type { Api } from "./request-session.server";
import { doorEnvelope } from "../../../contract/schemas/door";
import { apiPath } from "./path";

export async function getDoorList(api: Api, businessId: number, q: string) {
  return (await api.get(apiPath`/businesses/${businessId}/door`, q ? { q } : undefined, doorEnvelope)).data;
}
