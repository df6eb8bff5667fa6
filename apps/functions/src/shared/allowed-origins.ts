import { SITE_URL } from '@camping/domain/product';

/** Any page served from this machine: the dev server and every test stack, whatever their ports. */
const LOOPBACK_ORIGIN = /^http:\/\/(?:127\.0\.0\.1|localhost)(?::\d+)?$/;

export type AllowedOrigins = (string | RegExp)[];

/**
 * The browser origins allowed to call our functions (docs/decisions/0008): by default the site, the
 * project's own Firebase Hosting domains and, in the emulator only, pages on this machine.
 * `ALLOWED_ORIGINS` (comma-separated, e.g. in apps/functions/.env) replaces the list.
 */
export function allowedOrigins(env: NodeJS.ProcessEnv): AllowedOrigins {
  const configured = env.ALLOWED_ORIGINS?.split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  if (configured?.length) return configured;
  const project = env.GCLOUD_PROJECT;
  return [
    SITE_URL,
    ...(project ? [`https://${project}.web.app`, `https://${project}.firebaseapp.com`] : []),
    ...(env.FUNCTIONS_EMULATOR === 'true' ? [LOOPBACK_ORIGIN] : []),
  ];
}

export function isAllowedOrigin(origin: string, origins: AllowedOrigins): boolean {
  return origins.some((allowed) =>
    typeof allowed === 'string' ? allowed === origin : allowed.test(origin),
  );
}

/** What the guard needs of Express's request and response. */
interface HttpRequest {
  method: string;
  headers: Record<string, string | string[] | undefined>;
}
interface HttpResponse {
  status(code: number): { json(body: unknown): unknown; end(): unknown };
}

export const FOREIGN_ORIGIN_MESSAGE = 'This website may not call our functions.';

/**
 * Wraps a function's HTTP handler so a request sent by a page of any other origin than `origins` is
 * refused before the function runs: a preflight gets 204 without `Access-Control-Allow-Origin` (so
 * the browser sends nothing), anything else 403 PERMISSION_DENIED. Requests without an `Origin`
 * (not from a web page) pass. firebase-functions' own `cors` option does the same for browsers in
 * production, but the Functions emulator turns it into "any origin" (its `enableCors` debug
 * feature); this guard holds in both. Keeps the function's own properties (`__endpoint`, `run`).
 */
export function guardOrigin<Fn extends object>(handler: Fn, origins: AllowedOrigins): Fn {
  const handle = handler as unknown as (request: HttpRequest, response: HttpResponse) => unknown;
  const guarded = (request: HttpRequest, response: HttpResponse) => {
    const origin = request.headers.origin;
    if (typeof origin === 'string' && !isAllowedOrigin(origin, origins)) {
      if (request.method === 'OPTIONS') {
        response.status(204).end();
        return;
      }
      response
        .status(403)
        .json({ error: { status: 'PERMISSION_DENIED', message: FOREIGN_ORIGIN_MESSAGE } });
      return;
    }
    return handle(request, response);
  };
  return Object.assign(guarded, handler) as unknown as Fn;
}
