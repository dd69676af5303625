import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { isWebAddress, normalizeWebsite, profileUpdate } from "~/lib/profile/details";
import { profileSchema } from "~/lib/profile/details.schema";
import { form, validProfile } from "../../../support/forms";

const valid = validProfile;

describe("profile edit form", () => {
  it("reads a website typed without its scheme as https", () => {
    expect(normalizeWebsite("demo-bistro.com")).toBe("https://demo-bistro.com");
    expect(normalizeWebsite("http://x.org")).toBe("http://x.org");
    expect(isWebAddress("https://demo-bistro.com/menu")).toBe(true);
    expect(isWebAddress("https://localhost")).toBe(false);
    expect(isWebAddress("ftp://files.example.com")).toBe(false);
    expect(isWebAddress("javascript:alert(1)")).toBe(false);
    const result = parseWithZod(form({ ...valid, website: "demo-bistro.com" }), { schema: profileSchema });
    expect(result.status === "success" && result.value.website).toBe("https://demo-bistro.com");
  });

  it("keeps the map position of an unchanged address, drops it for a new one", () => {
    const current = { address: valid.address, lat: 40.7, lon: -73.9 };
    const input = { ...valid, address: valid.address } as const;
    expect(profileUpdate(input, current).location).toEqual(current);
    expect(profileUpdate({ ...input, address: "1 Main St" }, current).location).toEqual({ address: "1 Main St", lat: null, lon: null });
    expect(profileUpdate({ ...input, address: "" }, current).location).toBeNull();
    expect(profileUpdate(input, current)).toMatchObject({ type: "business", contact_name: "Dana Demo" });
    expect(profileUpdate(input, current)).not.toHaveProperty("address");
  });
});
