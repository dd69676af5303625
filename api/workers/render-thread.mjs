// The render pool's worker thread: it loads the TypeScript of api/workers/render.ts through tsx,
// as the API's own thread does (a worker thread does not take `--import tsx` from execArgv on
// Node 20).
import { register } from "tsx/esm/api";

register();
const { default: render } = await import("./render.ts");
export default render;
