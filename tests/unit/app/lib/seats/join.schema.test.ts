// The join page's form (app/lib/seats/join.schema.ts): a username and a password within the API's
// bounds, the password typed twice alike.
import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { joinSchema } from "~/lib/seats/join.schema";
import { errorsOf, form } from "../../../support/forms";

const parse = (fields: Record<string, string>) => parseWithZod(form(fields), { schema: joinSchema });

describe("the join page's form", () => {
  it("takes a username and a password typed twice alike", () => {
    const result = parse({ username: " robin.door@bistro ", password: "door-pass-1234", confirm: "door-pass-1234" });
    expect(result.status === "success" && result.value).toMatchObject({ username: "robin.door@bistro", password: "door-pass-1234" });
  });

  it("refuses two different passwords, under the second", () => {
    expect(errorsOf(parse({ username: "robin", password: "door-pass-1234", confirm: "door-pass-123" }))).toEqual({ confirm: ["The two passwords differ."] });
  });

  it("holds the API's bounds, with a message for each", () => {
    expect(errorsOf(parse({ username: "ro", password: "short", confirm: "short" }))).toMatchObject({
      username: ["Use at least 3 characters."],
      password: ["Use at least 8 characters."],
    });
    expect(errorsOf(parse({ username: "robin door", password: "door-pass-1234", confirm: "door-pass-1234" }))).toMatchObject({
      username: ["Use letters, digits and . _ @ - only."],
    });
    expect(errorsOf(parse({ username: "", password: "", confirm: "" }))).toMatchObject({
      username: ["Choose a username."],
      password: ["Choose a password."],
    });
  });
});
