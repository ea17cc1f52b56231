/**
 * Every route of GitHub's REST API, as `@octokit/plugin-rest-endpoint-methods` lists them for its
 * `octokit.rest.*` methods: `"METHOD /path"` with octokit's own parameter names, and the defaults a
 * few routes carry (the upload url's `baseUrl`, `/markdown/raw`'s `content-type`).
 *
 * The plugin builds each method with `octokit.request.defaults(route defaults)`; given an object
 * whose `request.defaults` returns its argument, it hands those defaults over unchanged.
 *
 * @module
 */
import { restEndpointMethods } from "@octokit/plugin-rest-endpoint-methods";

/** One route and the defaults octokit's method for it starts from. */
export interface MixRoute {
  /** Uppercase, as the route list spells it. */
  method: string;
  /** The url template, relative to the API's base url except for a few. */
  url: string;
  /** What else the route's method sets: `baseUrl`, `headers`… */
  defaults: Record<string, unknown>;
}

type Defaults = { method: string; url: string } & Record<string, unknown>;

/** Every distinct `METHOD url` of the plugin's list, in its order (renamed aliases once). */
export function githubRoutes(): MixRoute[] {
  const recorder = {
    request: { defaults: (defaults: Defaults) => ({ defaults }) },
    log: { warn() {} },
  };
  const { rest } = restEndpointMethods(recorder as never) as unknown as {
    rest: Record<string, Record<string, { defaults: Defaults }>>;
  };
  const routes = new Map<string, MixRoute>();
  for (const scope of Object.keys(rest)) {
    for (const name of Object.keys(rest[scope])) {
      const { method, url, ...defaults } = rest[scope][name].defaults;
      const key = `${method} ${url}`;
      if (!routes.has(key)) routes.set(key, { method, url, defaults });
    }
  }
  return [...routes.values()];
}
