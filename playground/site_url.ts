/**
 * Where the documentation site is published: the README's "Open in the playground" links start
 * with it. Tests serve the built site locally and map this prefix onto the local server, so a
 * change here only needs the README's links rewritten (the README test says which).
 *
 * @module
 */

/** The published site's root url (the repository's GitHub Pages site), ending with `/`. */
export const SITE_URL = "https://x.github.io/endpoint/";
