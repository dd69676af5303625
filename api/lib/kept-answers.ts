// A bounded store of answers by key: the least recently used go first once the answers held
// pass `maxBytes`. What the key says and why an answer under it is never stale is the caller's
// (services/accounts/kept-answers.ts).

export type KeptAnswers = {
  get(key: string): string | undefined;
  set(key: string, body: string): void;
  /** The characters of JSON held, which bound the memory the store takes. */
  readonly bytes: number;
  readonly size: number;
};

export function createKeptAnswers(maxBytes: number): KeptAnswers {
  // A Map iterates in insertion order: re-inserting on use keeps the least recently used first.
  const entries = new Map<string, string>();
  let bytes = 0;
  const drop = (key: string, body: string) => {
    entries.delete(key);
    bytes -= key.length + body.length;
  };
  return {
    get(key) {
      const body = entries.get(key);
      if (body !== undefined) {
        entries.delete(key);
        entries.set(key, body);
      }
      return body;
    },
    set(key, body) {
      // One answer may take at most a quarter of the store, so a huge report never empties it.
      if ((key.length + body.length) * 4 > maxBytes) return;
      const old = entries.get(key);
      if (old !== undefined) drop(key, old);
      entries.set(key, body);
      bytes += key.length + body.length;
      for (const [oldest, oldBody] of entries) {
        if (bytes <= maxBytes) break;
        drop(oldest, oldBody);
      }
    },
    get bytes() {
      return bytes;
    },
    get size() {
      return entries.size;
    },
  };
}
