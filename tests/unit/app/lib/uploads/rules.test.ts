import { describe, expect, it } from "vitest";
import { CHOOSE_FILE, uploadProblem } from "~/lib/uploads/rules";

describe("media forms", () => {
  it("checks the upload with the wizard's rule: one to ten image files, each within 10 MB", () => {
    const jpeg = { name: "a.jpg", type: "image/jpeg" };
    expect(uploadProblem([])).toBe(CHOOSE_FILE);
    expect(uploadProblem([{ ...jpeg, size: 0 }])).toBe(CHOOSE_FILE);
    expect(uploadProblem([{ ...jpeg, size: 1000 }])).toBeNull();
    expect(uploadProblem(Array.from({ length: 11 }, () => ({ ...jpeg, size: 10 })))).toBe("Upload at most 10 images at a time.");
    expect(uploadProblem([{ ...jpeg, size: 11 * 1024 * 1024 }])).toBe("Each image must be at most 10 MB.");
    expect(uploadProblem([{ name: "cv.pdf", type: "application/pdf", size: 10 }])).toBe("Only image files can be uploaded: cv.pdf isn't an image.");
  });
});

describe("uploads on the media page", () => {
  const png = { name: "a.png", size: 100, type: "image/png" };
  it("takes one to ten image files of up to 10 MB", () => {
    expect(uploadProblem([png])).toBeNull();
    expect(uploadProblem([])).toBe("Choose at least one image file.");
    expect(uploadProblem([{ ...png, size: 0 }])).toBe("Choose at least one image file.");
    expect(uploadProblem(Array(11).fill(png))).toBe("Upload at most 10 images at a time.");
    expect(uploadProblem([{ ...png, size: 11 * 1024 * 1024 }])).toBe("Each image must be at most 10 MB.");
  });

  it("refuses anything that is not an image, naming it", () => {
    expect(uploadProblem([png, { name: "notes.txt", size: 5, type: "text/plain" }])).toBe("Only image files can be uploaded: notes.txt isn't an image.");
  });
});
