// Profile media ordering and deleting (docs/product/accounts.md#profile-photos). Moves work without JS as
// "move up / move down" buttons; with JS a drag ends in the same full ordered list of ids.
export type MoveDirection = "up" | "down";

/** The ids in their new order after moving `id` one place; unchanged at either end. */
export function moveMedia(ids: number[], id: number, direction: MoveDirection): number[] {
  const from = ids.indexOf(id);
  if (from < 0) return ids;
  const to = direction === "up" ? from - 1 : from + 1;
  if (to < 0 || to >= ids.length) return ids;
  const next = [...ids];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}

/** The ids after dragging `id` to the position of `target`. */
export function placeMedia(ids: number[], id: number, target: number): number[] {
  const from = ids.indexOf(id);
  const to = ids.indexOf(target);
  if (from < 0 || to < 0 || from === to) return ids;
  const next = ids.filter((x) => x !== id);
  next.splice(to, 0, id);
  return next;
}

export function canMove(ids: number[], id: number, direction: MoveDirection) {
  const at = ids.indexOf(id);
  return at >= 0 && (direction === "up" ? at > 0 : at < ids.length - 1);
}

/** The last remaining profile image cannot be deleted: its delete control is not shown. */
export function canDeleteMedia(count: number) {
  return count > 1;
}

/** An ordered list sent to POST /users/me/media/sort must hold every image exactly once. */
export function isCompleteOrder(order: number[], ids: number[]) {
  return order.length === ids.length && new Set(order).size === order.length && order.every((id) => ids.includes(id));
}
