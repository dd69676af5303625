import { describe, expect, it } from "vitest";
import { createKeptAnswers } from "../../../api/lib/kept-answers";

describe("the store of kept answers", () => {
  it("keeps answers within its bound, the least recently read leaving first", () => {
    const store = createKeptAnswers(100);
    store.set("a", "x".repeat(20));
    store.set("b", "y".repeat(20));
    store.set("c", "z".repeat(20));
    store.set("d", "w".repeat(20));
    expect(store.get("a")).toBe("x".repeat(20)); // read: now the most recent
    store.set("e", "v".repeat(20)); // 5 × 21 > 100: the least recently read (b) leaves
    expect(store.get("b")).toBeUndefined();
    expect(["a", "c", "d", "e"].map((k) => store.get(k)?.length)).toEqual([20, 20, 20, 20]);
    expect(store.bytes).toBeLessThanOrEqual(100);
  });

  it("refuses an answer of more than a quarter of its bound, and replaces one under the same key", () => {
    const store = createKeptAnswers(100);
    store.set("big", "x".repeat(30));
    expect(store.get("big")).toBeUndefined();
    store.set("k", "one");
    store.set("k", "three");
    expect(store.get("k")).toBe("three");
    expect(store.size).toBe(1);
    expect(store.bytes).toBe("k".length + "three".length);
  });
});
