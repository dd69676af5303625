// The web tool's body limits, one rule for server.js (which bounds every post while it
// streams in) and the app (app/lib/uploads/rules.ts, which says so next to the field).
const MB = 1024 * 1024;

export const MAX_FILES = 10;
export const MAX_FILE_MB = 10;
export const MAX_FILE_BYTES = MAX_FILE_MB * MB;
/** The most a multipart post of images may weigh: every file at the cap, and 1 MB of form fields. */
export const MAX_UPLOAD_BYTES = MAX_FILES * MAX_FILE_BYTES + MB;
/** Every other form: text fields only (the longest, an offer's description, is a few kilobytes). */
export const MAX_FORM_BYTES = 256 * 1024;
/** The pages whose forms carry image files. */
export const UPLOAD_PATHS = [/^\/offers\/create\/?$/, /^\/profile\/edit\/?$/];
