import type { Api } from "./client.server";
import { businessSchema } from "./schemas";
import { z } from "zod";

const meSchema = z.object({ data: businessSchema });

export async function getBusiness(api: Api) {
  const { data } = await api.get("/users/me", undefined, meSchema);
  return data;
}
