// conform's zod reader for actions and loaders. Imported from here, never from a route module
// directly: a route module's import of @conform-to/zod would carry conform and zod into the
// page's JavaScript even when only its action uses them.
export { getZodConstraint, parseWithZod } from "@conform-to/zod";
