#!/usr/bin/env node
// `npm run dev`: the API restarts on change (tsx watch); the web tool rebuilds and reloads.
import { spawn } from "node:child_process";
import { logFormat } from "../common/log-format.js";

const env = {
  ...process.env,
  NODE_ENV: "development",
  PORT: process.env.PORT ?? "3000",
  API_PORT: process.env.API_PORT ?? "3001",
  // remix dev runs the web tool with its output piped: it would not see the terminal.
  LOG_FORMAT: logFormat(),
};
const children = [
  spawn(process.execPath, ["node_modules/tsx/dist/cli.mjs", "watch", "api/main.ts"], { stdio: "inherit", env }),
  spawn(process.execPath, ["node_modules/@remix-run/dev/dist/cli.js", "dev", "--manual", "-c", "node server.js"], { stdio: "inherit", env }),
];
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => children.forEach((child) => child.kill(signal)));
for (const child of children)
  child.on("exit", (code) => {
    children.forEach((c) => c.kill("SIGTERM"));
    process.exit(code ?? 0);
  });
