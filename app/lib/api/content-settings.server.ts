// The brand's content settings (docs/features/content.md): its own disclosure words beside the
// default ones, and whether shared reports show "Cleared for ads". Owner and manager seats.
import type { Api } from "./request-session.server";
import { contentSettingsEnvelope } from "../../../contract/schemas/content";

export async function getContentSettings(api: Api) {
  return (await api.get("/content/settings", undefined, contentSettingsEnvelope)).data;
}

/** Saves both settings; a change of words makes the API check every caption of the brand again. */
export async function saveContentSettings(api: Api, settings: { disclosure_words: string[]; show_cleared: boolean }) {
  return (await api.call("PUT", "/content/settings", { body: settings }, contentSettingsEnvelope)).data;
}
