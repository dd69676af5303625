// Headers of the API's answers that the web tool reads.

/**
 * The brand version an answer was made at: the web tool keeps a page whose every answer carried
 * the same one, and serves it again while GET /users/me/version says so (decision 0045).
 */
export const VERSION_HEADER = "x-brand-version";
