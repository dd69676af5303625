import { describe, expect, it } from "vitest";
import { isTokenPost } from "../../../server/token-posts.js";

describe("posts whose credential is a token in their path", () => {
  it.each(["/digest/unsubscribe/abcDEF123_-xyz0123", "/digest/unsubscribe/abcDEF123_-xyz0123/", "/Digest/Unsubscribe/abcDEF123_-xyz0123"])(
    "lets %s through without the session's CSRF checks",
    (path) => {
      expect(isTokenPost(path)).toBe(true);
    },
  );

  it.each(["/digest/unsubscribe", "/digest/unsubscribe/", "/digest/unsubscribe/a/b", "/team/join/abcDEF123_-xyz0123", "/profile/reminders", "/login"])(
    "holds %s to them",
    (path) => {
      expect(isTokenPost(path)).toBe(false);
    },
  );
});
