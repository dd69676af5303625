import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { profileSchema } from "~/lib/profile/details.schema";
import { errorsOf, form, validProfile } from "../../../support/forms";

const valid = validProfile;

describe("profile edit form", () => {
  it("accepts a complete profile", () => {
    const result = parseWithZod(form(valid), { schema: profileSchema });
    expect(result.status).toBe("success");
  });

  it("gives each bad field its own message", () => {
    const result = parseWithZod(form({ ...valid, contact_email: "dana@", website: "not a website", phone_number: "call me" }), { schema: profileSchema });
    expect(result.status).toBe("error");
    expect(errorsOf(result)).toMatchObject({
      contact_email: ["Enter a valid email address, like name@example.com."],
      website: ["Enter a website address, like https://example.com."],
      phone_number: ["Enter a phone number: 7 to 20 digits, spaces or + ( ) - ."],
    });
  });

  it("needs a contact name and email, and clears optional fields left empty", () => {
    const missing = parseWithZod(form({ ...valid, contact_name: "", contact_email: "" }), { schema: profileSchema });
    expect(errorsOf(missing)).toMatchObject({ contact_name: ["Enter a contact name."], contact_email: ["Enter a contact email."] });
    const cleared = parseWithZod(form({ ...valid, phone_number: "", website: "", description: "", address: "" }), { schema: profileSchema });
    expect(cleared.status === "success" && cleared.value).toMatchObject({ phone_number: "", website: "", description: "", address: "" });
  });
});
