/**
 * The navigation bar every page of the site starts with (after a skip link to the main content):
 * the playground, the API reference and the documents of `docs/` that the site renders. Links are
 * relative, so the site works from any sub-path of any static host.
 *
 * @module
 */

/** The site's pages, as the navigation names them. */
export type SitePage =
  | "playground"
  | "reference"
  | "behaviour"
  | "decisions"
  | "openapi"
  | "openapiStyles"
  | "moving"
  | "clients";

/** One page of the site. */
export interface SitePageEntry {
  /** Where it is, relative to the site root. */
  href: string;
  /** The link's text in the navigation. */
  label: string;
  /** For a page rendered from a document: the document, relative to the repository root. */
  source?: string;
}

/**
 * The behaviour page, which the playground links to section by section. A constant of its own,
 * so the playground's script does not carry {@linkcode SITE_PAGES}.
 */
export const BEHAVIOUR_HREF = "behaviour.html";

/** Every page, in the navigation's order. */
export const SITE_PAGES: Readonly<Record<SitePage, SitePageEntry>> = {
  playground: { href: "index.html", label: "Playground" },
  reference: { href: "api/index.html", label: "API reference" },
  behaviour: { href: BEHAVIOUR_HREF, label: "Behaviour", source: "docs/behaviour.md" },
  decisions: { href: "decisions.html", label: "Decisions", source: "docs/decisions.md" },
  openapi: { href: "openapi.html", label: "OpenAPI", source: "docs/openapi.md" },
  openapiStyles: {
    href: "openapi-styles.html",
    label: "OpenAPI styles",
    source: "docs/openapi-styles.md",
  },
  moving: {
    href: "moving-from-octokit.html",
    label: "From octokit",
    source: "docs/moving-from-octokit.md",
  },
  clients: { href: "clients.html", label: "HTTP clients", source: "docs/clients.md" },
};

/** The id of every page's main content, which the skip link moves to. */
export const MAIN_ID = "site-main";

/**
 * The skip link and the navigation bar's HTML.
 *
 * @example From a page one folder down
 * ```ts
 * import assert from "node:assert/strict";
 * import { siteNav } from "./site_nav.ts";
 * const html = siteNav("../", "reference");
 * assert.ok(html.startsWith('<a class="skip-link" href="#site-main">'));
 * assert.ok(html.includes('href="../index.html">Playground'));
 * ```
 *
 * @param root The path from the page to the site root, `"./"` or `"../"`s.
 * @param current The page it is on (marked `aria-current="page"`).
 * @param name The package name shown first.
 * @returns A skip link, then a `<nav>` element.
 */
export function siteNav(root: string, current: SitePage, name = "@x/endpoint"): string {
  const links = (Object.keys(SITE_PAGES) as SitePage[]).map((page) => {
    const { href, label } = SITE_PAGES[page];
    const mark = page === current ? ' aria-current="page"' : "";
    return `<a href="${root}${href}"${mark}>${label}</a>`;
  });
  return `<a class="skip-link" href="#${MAIN_ID}">Skip to main content</a>` +
    `<nav class="site-nav" aria-label="Site"><span class="site-name">${name}</span>${
      links.join("")
    }</nav>`;
}

/**
 * The bar's styles: self-contained, the same dark bar in light and dark themes; on a phone one
 * line that scrolls sideways, so the page's content starts as high as it did with three links.
 * A plain string (`#site-main` is {@linkcode MAIN_ID}), so the page's script drops it.
 */
export const SITE_NAV_CSS: string = `.site-nav{display:flex;flex-wrap:wrap;align-items:center;
gap:.25rem 1.25rem;padding:.5rem 1rem;background:#0d1117;color:#e6edf3;
font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
.site-nav .site-name{font-weight:700;margin-right:auto;font-family:ui-monospace,monospace}
.site-nav a{color:#e6edf3;text-decoration:underline;text-underline-offset:3px;padding:.25rem 0}
.site-nav a[aria-current=page]{font-weight:700;text-decoration:none;border-bottom:2px solid #58a6ff}
.site-nav a:focus-visible,.skip-link:focus{outline:3px solid #58a6ff;outline-offset:2px}
.skip-link{position:absolute;left:.5rem;top:-4rem;z-index:10;padding:.5rem .75rem;
background:#0d1117;color:#e6edf3;font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
.skip-link:focus{top:.5rem}
#site-main:focus{outline:none}
@media (max-width:480px){.site-nav{gap:.25rem 1rem;font-size:14px;flex-wrap:nowrap;overflow-x:auto;
white-space:nowrap}.site-nav .site-name{display:none}}
`;
