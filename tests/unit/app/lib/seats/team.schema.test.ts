// The Team page's forms (app/lib/seats/team.schema.ts): an invitation needs a name, an email and
// one of the two roles a seat can have; the row forms name their seat or invitation by id.
import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { teamSchema } from "~/lib/seats/team.schema";
import { errorsOf, form } from "../../../support/forms";

const parse = (fields: Record<string, string>) => parseWithZod(form(fields), { schema: teamSchema });

describe("the Team page's forms", () => {
  it("invites a person with a name, an email and a role, trimmed", () => {
    const result = parse({ intent: "invite", name: " Robin Door ", email: " robin@example.com ", role: "door" });
    expect(result.status === "success" && result.value).toEqual({ intent: "invite", name: "Robin Door", email: "robin@example.com", role: "door" });
  });

  it("says what each field of a refused invitation needs", () => {
    expect(errorsOf(parse({ intent: "invite", name: "", email: "", role: "" }))).toMatchObject({
      name: ["Enter their name."],
      email: ["Enter their email address."],
      role: ["Choose a role: Manager or Door."],
    });
    expect(errorsOf(parse({ intent: "invite", name: "Robin", email: "robin@", role: "manager" }))).toMatchObject({
      email: ["Enter a valid email address, like name@example.com."],
    });
  });

  it("never gives the owner's role: a seat is a manager or door staff", () => {
    expect(errorsOf(parse({ intent: "invite", name: "Robin", email: "robin@example.com", role: "owner" }))).toMatchObject({
      role: ["Choose a role: Manager or Door."],
    });
    expect(errorsOf(parse({ intent: "change-role", seat: "12", role: "owner" }))).toMatchObject({ role: ["Choose a role: Manager or Door."] });
  });

  it("reads a row's seat or invitation as its id", () => {
    expect(parse({ intent: "change-role", seat: "12", role: "manager" })).toMatchObject({ status: "success", value: { seat: 12, role: "manager" } });
    expect(parse({ intent: "remove", seat: "12" })).toMatchObject({ status: "success", value: { intent: "remove", seat: 12 } });
    expect(parse({ intent: "cancel-invitation", invitation: "7" })).toMatchObject({ status: "success", value: { invitation: 7 } });
    expect(parse({ intent: "remove", seat: "../1" }).status).toBe("error");
    expect(parse({ intent: "remove", seat: "0" }).status).toBe("error");
  });
});
