// The team calls of API v1.3 (seats): the owner's list, invitations and seat changes,
// and the public join with an invitation's token. The API answers 403 to any other role.
import type { SeatRoleOfInvite } from "../seats/roles";
import { apiPath } from "./path";
import type { Api, PublicApi } from "./request-session.server";
import { invitationEnvelope, invitationOfLinkEnvelope, seatEnvelope, teamEnvelope } from "../../../contract/schemas/team";

export async function getTeam(api: Api) {
  return (await api.get("/team", undefined, teamEnvelope)).data;
}

export async function inviteSeat(api: Api, invitation: { name: string; email: string; role: SeatRoleOfInvite }) {
  return (await api.call("POST", "/team/invitations", { body: invitation }, invitationEnvelope)).data;
}

export async function cancelInvitation(api: Api, id: number) {
  await api.call("DELETE", apiPath`/team/invitations/${id}`);
}

export async function changeSeatRole(api: Api, id: number, role: SeatRoleOfInvite) {
  return (await api.call("PATCH", apiPath`/team/seats/${id}`, { body: { role } }, seatEnvelope)).data;
}

/** A door or manager seat's locations, its role kept: null for every location. */
export async function changeSeatLocations(api: Api, id: number, locationIds: number[] | null) {
  return (await api.call("PATCH", apiPath`/team/seats/${id}`, { body: { location_ids: locationIds } }, seatEnvelope)).data;
}

/** Removes a seat: the API ends its sessions at once. */
export async function removeSeat(api: Api, id: number) {
  await api.call("DELETE", apiPath`/team/seats/${id}`);
}

/**
 * What an invitation's link is for, asked when its page opens: the brand and the person invited,
 * or the API's refusal saying (with a code) whether it was used, cancelled or has expired.
 */
export async function readInvitation(api: PublicApi, token: string) {
  return (await api.call("GET", apiPath`/team/join/${token}`, undefined, invitationOfLinkEnvelope)).data;
}

/** Creates the invited person's seat; the answer carries no tokens, so they sign in afterwards. */
export async function joinTeam(api: PublicApi, join: { token: string; username: string; password: string }) {
  return (await api.call("POST", "/team/join", { body: join }, seatEnvelope)).data;
}
