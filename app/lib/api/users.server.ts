import type { Api } from "./request-session.server";
import { businessSchema } from "../../../contract/schemas/common";
import { z } from "zod";

const meSchema = z.object({ data: businessSchema });

export async function getBusiness(api: Api) {
  const { data } = await api.get("/users/me", undefined, meSchema);
  await api.rememberBusinessId(data.business_id);
  return data;
}

/** The business's id, from the session when an earlier page learnt it (no round trip). */
export async function getBusinessId(api: Api) {
  return api.businessId() ?? (await getBusiness(api)).business_id;
}
