// The security headers in Vite: on everything the dev server answers (self-hosters run it), and as
// the build's `_headers` file for the static dashboard. The policies are in core/web/security-headers.ts.
import type { ServerResponse } from 'node:http';
import type { Plugin } from 'vite';
import {
  dashboardPolicy,
  loosenForViteDev,
  securityHeaders,
  staticAssetHeadersFile,
} from '../core/web/security-headers.ts';

const policyHeader = 'content-security-policy';

/** The dev server's answer headers: the Worker's own, with its policy loosened for Vite's client. */
function loosenWorkerPolicy(res: ServerResponse) {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  res.writeHead = ((...args: unknown[]) => {
    for (const headers of args) {
      if (typeof headers !== 'object' || headers === null || Array.isArray(headers)) continue;
      const fields = headers as Record<string, unknown>;
      for (const name of Object.keys(fields)) {
        const value = fields[name];
        if (name.toLowerCase() === policyHeader && typeof value === 'string')
          fields[name] = loosenForViteDev(value);
      }
    }
    return writeHead(...args);
  }) as ServerResponse['writeHead'];
}

export function securityHeadersPlugin(): Plugin {
  const dashboard = Object.entries(securityHeaders('dashboard', dashboardPolicy));
  return {
    name: 'streambot-security-headers',
    configureServer(server) {
      // Listed before the Cloudflare plugin, so this runs before the Worker or the assets answer.
      server.middlewares.use((_req, res, next) => {
        for (const [name, value] of dashboard)
          res.setHeader(name, name.toLowerCase() === policyHeader ? loosenForViteDev(value) : value);
        loosenWorkerPolicy(res);
        next();
      });
    },
    generateBundle() {
      if (this.environment.name !== 'client') return;
      this.emitFile({ type: 'asset', fileName: '_headers', source: staticAssetHeadersFile() });
    },
  };
}
