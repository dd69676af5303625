import { startProduct } from "./lib/product.mjs";
import { signIn } from "./bench/pages.mjs";
const product = await startProduct(3800, { name: "check" });
const cookie = await signIn(product.base);
for (const path of ["/", "/", "/offers/active", "/offers/active", "/results", "/results", "/profile", "/profile"]) {
  const r = await fetch(product.base + path, { headers: { cookie } });
  const body = await r.text();
  const nonce = /nonce="([^"]+)"/.exec(body)?.[1];
  console.log(path, r.status, r.headers.get("server-timing"), body.length, "nonce", nonce, "csp has nonce", (r.headers.get("content-security-policy") ?? "").includes(nonce));
}
await product.stop(); process.exit(0);
