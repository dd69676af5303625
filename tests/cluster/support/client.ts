// A browser as the cluster sees it: HTTP from its own loopback address (127.0.0.x), so the
// balancer's X-Forwarded-For names it, with a jar of cookies and the pages' CSRF tokens.
import http from "node:http";

export type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer; text: () => string };

export function request(
  url: string,
  opts: { method?: string; headers?: Record<string, string>; body?: Buffer | string; from?: string; timeoutMs?: number } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      { method: opts.method ?? "GET", headers: opts.headers, localAddress: opts.from, timeout: opts.timeoutMs ?? 30_000 },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => {
          const body = Buffer.concat(chunks);
          resolve({ status: res.statusCode!, headers: res.headers, body, text: () => body.toString("utf8") });
        });
        res.on("error", reject);
      },
    );
    req.on("timeout", () => req.destroy(new Error(`${url}: no answer in time`)));
    req.on("error", reject);
    req.end(opts.body);
  });
}

export class Browser {
  private jar = new Map<string, string>();
  constructor(
    public base: string,
    readonly from: string,
  ) {}

  private keep(answer: Answer) {
    const lines = answer.headers["set-cookie"] ?? [];
    for (const line of lines) {
      const [pair] = line.split(";");
      const eq = pair!.indexOf("=");
      const [name, value] = [pair!.slice(0, eq), pair!.slice(eq + 1)];
      if (/max-age=0|expires=Thu, 01 Jan 1970/i.test(line) || !value) this.jar.delete(name);
      else this.jar.set(name, value);
    }
    return answer;
  }

  private cookie() {
    return [...this.jar].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  async get(pathname: string, headers: Record<string, string> = {}) {
    return this.keep(await request(`${this.base}${pathname}`, { from: this.from, headers: { cookie: this.cookie(), ...headers } }));
  }

  async post(pathname: string, form: Record<string, string>) {
    const body = new URLSearchParams(form).toString();
    const headers = { cookie: this.cookie(), "content-type": "application/x-www-form-urlencoded", origin: this.base };
    return this.keep(await request(`${this.base}${pathname}`, { method: "POST", from: this.from, headers, body }));
  }

  async postMultipart(pathname: string, form: FormData) {
    const encoded = new Response(form);
    const body = Buffer.from(await encoded.arrayBuffer());
    const headers = { cookie: this.cookie(), "content-type": encoded.headers.get("content-type")!, origin: this.base };
    return this.keep(await request(`${this.base}${pathname}`, { method: "POST", from: this.from, headers, body }));
  }

  async csrf(pathname: string) {
    const html = (await this.get(pathname)).text();
    const token = /name="csrf" value="([^"]+)"/.exec(html)?.[1];
    if (!token) throw new Error(`${pathname} carries no CSRF token`);
    return token;
  }

  async signIn(username: string, password: string) {
    const csrf = await this.csrf("/login");
    return this.post("/login", { csrf, intent: "login", username, password, redirect: "" });
  }
}
