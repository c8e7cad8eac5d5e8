/**
 * The cluster stack's nginx (bin/stack-cluster.ts, decision 025): finding the binary and writing its
 * configuration from the load balancer's template the deployment ships.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..");

/** Debian's nginx; installed when missing and we are root (as tests/run.sh installs Chromium). */
export function nginxBinary(): string {
  const found = ["/usr/sbin/nginx", "/usr/local/sbin/nginx", "/usr/bin/nginx"].find((p) => existsSync(p));
  if (found) return found;
  if (process.getuid?.() === 0 && existsSync("/usr/bin/apt-get")) {
    console.log("nginx not found; installing Debian's nginx package (apt-get)…");
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
    const install = spawnSync("apt-get", ["install", "-y", "-qq", "nginx"], { stdio: "inherit", env });
    if (install.status === 0 && existsSync("/usr/sbin/nginx")) return "/usr/sbin/nginx";
  }
  throw new Error(
    "nginx is needed for the cluster stack and was not found. Install it, e.g. `sudo apt-get install nginx` " +
      "(Debian/Ubuntu; only the binary is used, the system service need not run).",
  );
}

/** The cluster's nginx: deploy/nginx/lb.conf.template filled with its ports, inside a config that keeps every file in `dir`. */
export function writeNginxConfig(
  dir: string,
  logDir: string,
  port: { lb: number; apiLb: number; apis: number[]; portals: number[] },
): void {
  const vars: Record<string, string> = {
    LB_LISTEN: `127.0.0.1:${port.lb}`,
    API_LISTEN: `127.0.0.1:${port.apiLb}`,
    PORTAL_1: `127.0.0.1:${port.portals[0]}`,
    PORTAL_2: `127.0.0.1:${port.portals[1]}`,
    API_1: `127.0.0.1:${port.apis[0]}`,
    API_2: `127.0.0.1:${port.apis[1]}`,
    LOG_DIR: logDir,
  };
  const template = readFileSync(path.join(ROOT, "deploy", "nginx", "lb.conf.template"), "utf8");
  const lb = template.replace(/\$\{(\w+)\}/g, (_, key: string) => vars[key] ?? `\${${key}}`);
  writeFileSync(path.join(dir, "lb.conf"), lb);
  const temp = path.join(dir, "temp");
  mkdirSync(temp, { recursive: true });
  writeFileSync(
    path.join(dir, "nginx.conf"),
    [
      "daemon off;",
      "worker_processes 1;",
      `pid ${path.join(dir, "nginx.pid")};`,
      `error_log ${path.join(logDir, "nginx-error.log")} warn;`,
      "events { worker_connections 1024; }",
      "http {",
      ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((t) => `  ${t}_temp_path ${path.join(temp, t)};`),
      `  include ${path.join(dir, "lb.conf")};`,
      "}",
      "",
    ].join("\n"),
  );
}
