// /static/{id}: the same public report as /report/{id}, under the address used for embedding.
export { ErrorBoundary, default, handle, headers, links, loader, meta } from "./report.$id";
