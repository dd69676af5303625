// The door's check-ins kept on the phone (issue #30): a check-in is written here first, with an
// idempotency key and the time it was made, and stays until the API has answered it. A refused
// one stays with the API's reason (shown on its row) until the list no longer offers its model.
// IndexedDB, so a page closed without a connection loses nothing; the last sync's time lives
// beside them. Browser-only (.client).
export type Kept = {
  /** The Idempotency-Key the API applies the check-in once by. */
  key: string;
  claim: number;
  offer: number;
  /** When the model was checked in at the door (ISO). */
  at: string;
  /** null while waiting to be sent; the API's reason once it refused. */
  refused: string | null;
};

const DB = "door";
const STORE = "check-ins";
const SYNCED = "synced-at";

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB, 1);
    request.onupgradeneeded = () => {
      request.result.createObjectStore(STORE, { keyPath: "key" });
      request.result.createObjectStore(SYNCED);
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function run<T>(store: string, mode: IDBTransactionMode, act: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const tx = db.transaction(store, mode);
      const request = act(tx.objectStore(store));
      tx.oncomplete = () => resolve(request.result);
      tx.onerror = () => reject(tx.error);
      tx.onabort = () => reject(tx.error);
    });
  } finally {
    db.close();
  }
}

export const keptCheckIns = () => run<Kept[]>(STORE, "readonly", (s) => s.getAll() as IDBRequest<Kept[]>);
export const keep = (checkIn: Kept) => run(STORE, "readwrite", (s) => s.put(checkIn));
export const forget = (key: string) => run(STORE, "readwrite", (s) => s.delete(key));

/** When the door list last heard from the API (ms), or null. */
export const syncedAt = () => run<number | undefined>(SYNCED, "readonly", (s) => s.get("last") as IDBRequest<number | undefined>).then((t) => t ?? null);
export const markSynced = (at: number) => run(SYNCED, "readwrite", (s) => s.put(at, "last"));

/** A new check-in of the row, made now. */
export function newCheckIn(claim: number, offer: number, now = new Date()): Kept {
  return { key: `door-${crypto.randomUUID()}`, claim, offer, at: now.toISOString(), refused: null };
}
