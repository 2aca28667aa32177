import { existsSync, readFileSync, statSync } from 'node:fs';
import * as path from 'node:path';
import express, { NextFunction, Request, Response, Router } from 'express';

/** Vite's build puts inline styles in the page; everything else comes from this origin. */
export const WEB_CONTENT_SECURITY_POLICY = "default-src 'self'; connect-src 'self' ws: wss:; img-src 'self' data:; style-src 'self' 'unsafe-inline'";

/** The screens' own paths (client-side routes): each answers the app's index.html. Nothing else does. */
const PAGE_PATHS = [/^\/$/, /^\/login\/?$/, /^\/console(\/.*)?$/, /^\/tv\/.+$/, /^\/board\/.+$/];

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>razz-room</title></head>
<body><h1>The web app is not built</h1>
<p>The API runs; its screens have not been built yet. Run <code>npm run build</code>, then restart the server.</p>
</body></html>
`;

/**
 * The page with the room's settings the screens read before any request: a `<meta>` per setting
 * in its head (the room's time zone). Kept while the file's modification time stays the same.
 */
function pageWithSettings(indexFile: string, settings: WebAppSettings): () => string {
  const meta = `<meta name="room-time-zone" content="${settings.timeZone.replace(/[^A-Za-z0-9_+\-/]/g, '')}">`;
  let cached: { mtimeMs: number; html: string } | null = null;
  return () => {
    const mtimeMs = statSync(indexFile).mtimeMs;
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, html: readFileSync(indexFile, 'utf8').replace('</head>', `${meta}</head>`) };
    return cached.html;
  };
}

/** What the screens learn from the page itself (AppConfig `room`). */
export interface WebAppSettings {
  timeZone: string;
}

/**
 * Serves the web app's build from the API's own process and origin, ahead of Nest's router and
 * therefore of the key guard and the rate limits (pages and assets carry no key):
 * `GET /assets/*` as files (hashed names: cached for a year), and `index.html` (never cached, with
 * the room's settings in its head) for the screens' paths. Every other path falls through to the
 * API, so unknown paths keep their JSON 404. The directory is checked on each page request: a
 * build made after start-up is served without a restart.
 */
export function webAppRouter(distDir: string, settings: WebAppSettings): Router {
  const router = Router();
  const indexFile = path.join(distDir, 'index.html');
  const page = pageWithSettings(indexFile, settings);
  router.use('/assets', express.static(path.join(distDir, 'assets'), { immutable: true, maxAge: '365d', index: false, fallthrough: true, redirect: false }));
  router.get(PAGE_PATHS, (_req: Request, res: Response, next: NextFunction) => {
    res.setHeader('Content-Security-Policy', WEB_CONTENT_SECURITY_POLICY);
    res.setHeader('Cache-Control', 'no-cache');
    if (!existsSync(indexFile)) {
      res.status(200).type('html').send(NOT_BUILT_PAGE);
      return;
    }
    try {
      res.status(200).type('html').send(page());
    } catch (error) {
      next(error);
    }
  });
  return router;
}
