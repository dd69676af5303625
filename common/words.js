// Words both programs write: the API in its mails and reasons, the web tool on its pages.
// @ts-check

const counts = new Intl.NumberFormat("en-US");

/**
 * The count with its noun: "1 post", "1,204 posts".
 * @param {number} n
 * @param {string} one
 * @param {string} [many]
 */
export function plural(n, one, many = `${one}s`) {
  return `${counts.format(n)} ${n === 1 ? one : many}`;
}
