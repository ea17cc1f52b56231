/**
 * Where the README's "Open in the playground" links point: the site a local `deno task start`
 * serves (its default port), so that they work from a clone before anything is published. Once
 * the site is published, set this to its root and rewrite the README's links with it. Tests serve
 * the built site locally and map this prefix onto the local server, so a change here only needs
 * the README's links rewritten (the README test says which).
 *
 * @module
 */

/** The root url of the site the README links to, ending with `/`. */
export const SITE_URL = "http://127.0.0.1:8000/";
