import { describe, expect, it } from "vitest";
import { FORM_UNREADABLE, hasUnshownErrors, unshownErrorFields } from "~/lib/forms/unshown-errors";

describe("errors no visible field shows", () => {
  it("is nothing without a result or without errors", () => {
    expect(unshownErrorFields(undefined, [])).toEqual([]);
    expect(unshownErrorFields(null, ["email"])).toEqual([]);
    expect(unshownErrorFields({ error: null }, [])).toEqual([]);
    expect(unshownErrorFields({ error: { email: null, name: [] } }, [])).toEqual([]);
  });

  it("leaves out the errors of the fields on screen", () => {
    expect(unshownErrorFields({ error: { email: ["Enter a valid email address."] } }, ["email"])).toEqual([]);
    expect(hasUnshownErrors({ error: { email: ["Enter a valid email address."] } }, ["email"])).toBe(false);
  });

  it("names a missing intent, a hidden field and the form itself", () => {
    const result = { error: { intent: ["Invalid discriminator value"], claim: ["Expected number"], "": ["Form error"], date: ["Please select a date."] } };
    expect(unshownErrorFields(result, ["date"])).toEqual(["intent", "claim", ""]);
    expect(hasUnshownErrors(result, ["date"])).toBe(true);
  });

  it("asks to reload the page", () => {
    expect(FORM_UNREADABLE).toBe("This form could not be read. Please reload the page and try again.");
  });
});
