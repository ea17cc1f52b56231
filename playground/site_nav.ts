/**
 * The navigation bar every page of the site starts with: playground, API reference, behaviour.
 * Links are relative, so the site works from any sub-path of any static host.
 *
 * @module
 */

/** The site's pages, as the navigation names them. */
export type SitePage = "playground" | "reference" | "behaviour";

/** Where each page is, relative to the site root. */
export const SITE_PAGES: Readonly<Record<SitePage, { href: string; label: string }>> = {
  playground: { href: "index.html", label: "Playground" },
  reference: { href: "api/index.html", label: "API reference" },
  behaviour: { href: "behaviour.html", label: "Behaviour" },
};

/**
 * The navigation bar's HTML.
 *
 * @example From a page one folder down
 * ```ts
 * import assert from "node:assert/strict";
 * import { siteNav } from "./site_nav.ts";
 * assert.ok(siteNav("../", "reference").includes('href="../index.html">Playground'));
 * ```
 *
 * @param root The path from the page to the site root, `"./"` or `"../"`s.
 * @param current The page it is on (marked `aria-current="page"`).
 * @param name The package name shown first.
 * @returns A `<nav>` element.
 */
export function siteNav(root: string, current: SitePage, name = "@x/endpoint"): string {
  const links = (Object.keys(SITE_PAGES) as SitePage[]).map((page) => {
    const { href, label } = SITE_PAGES[page];
    const mark = page === current ? ' aria-current="page"' : "";
    return `<a href="${root}${href}"${mark}>${label}</a>`;
  });
  return `<nav class="site-nav" aria-label="Site"><span class="site-name">${name}</span>${
    links.join("")
  }</nav>`;
}

/** The bar's styles: self-contained, the same dark bar in light and dark themes. */
export const SITE_NAV_CSS: string = `.site-nav{display:flex;flex-wrap:wrap;align-items:center;
gap:.25rem 1.25rem;padding:.5rem 1rem;background:#0d1117;color:#e6edf3;
font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
.site-nav .site-name{font-weight:700;margin-right:auto;font-family:ui-monospace,monospace}
.site-nav a{color:#e6edf3;text-decoration:underline;text-underline-offset:3px;padding:.25rem 0}
.site-nav a[aria-current=page]{font-weight:700;text-decoration:none;border-bottom:2px solid #58a6ff}
.site-nav a:focus-visible{outline:3px solid #58a6ff;outline-offset:2px}
@media (max-width:480px){.site-nav{gap:.25rem 1rem;font-size:14px}.site-nav .site-name{display:none}}
`;
