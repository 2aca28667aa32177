import { existsSync } from 'node:fs';
import * as path from 'node:path';
import express, { NextFunction, Request, Response, Router } from 'express';

/** Vite's build puts inline styles in the page; everything else comes from this origin. */
export const WEB_CONTENT_SECURITY_POLICY = "default-src 'self'; connect-src 'self' ws: wss:; img-src 'self' data:; style-src 'self' 'unsafe-inline'";

/** The screens' own paths (client-side routes): each answers the app's index.html. Nothing else does. */
const PAGE_PATHS = [/^\/$/, /^\/login\/?$/, /^\/console(\/.*)?$/, /^\/tv\/.+$/];

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>razz-room</title></head>
<body><h1>The web app is not built</h1>
<p>The API runs; its screens have not been built yet. Run <code>npm run build</code>, then restart the server.</p>
</body></html>
`;

/**
 * Serves the web app's build from the API's own process and origin, ahead of Nest's router and
 * therefore of the key guard and the rate limits (pages and assets carry no key):
 * `GET /assets/*` as files (hashed names: cached for a year), and `index.html` (never cached) for
 * the screens' paths. Every other path falls through to the API, so unknown paths keep their JSON 404.
 * The directory is checked on each page request: a build made after start-up is served without a restart.
 */
export function webAppRouter(distDir: string): Router {
  const router = Router();
  const indexFile = path.join(distDir, 'index.html');
  router.use('/assets', express.static(path.join(distDir, 'assets'), { immutable: true, maxAge: '365d', index: false, fallthrough: true, redirect: false }));
  router.get(PAGE_PATHS, (_req: Request, res: Response, next: NextFunction) => {
    res.setHeader('Content-Security-Policy', WEB_CONTENT_SECURITY_POLICY);
    res.setHeader('Cache-Control', 'no-cache');
    if (!existsSync(indexFile)) {
      res.status(200).type('html').send(NOT_BUILT_PAGE);
      return;
    }
    res.sendFile(indexFile, { cacheControl: false, lastModified: true }, (error) => {
      if (error && !res.headersSent) next(error);
    });
  });
  return router;
}
