/**
 * Where the playground links into the rest of the site: API reference entries and sections of
 * the behaviour document. Relative to the site root, where the playground page is.
 *
 * @module
 */
import { BEHAVIOUR_HREF } from "./site_nav.ts";

/** The reference entries the page links to, by what they document. */
export const REFERENCE_ENTRIES = {
  endpoint: { href: "api/~/endpoint.html", label: "endpoint()" },
  merge: { href: "api/~/Endpoint.merge.html", label: "endpoint.merge()" },
  defaults: { href: "api/~/Endpoint.defaults.html", label: "endpoint.defaults()" },
  toRequest: { href: "api/~/toRequest.html", label: "toRequest()" },
  EndpointError: { href: "api/~/EndpointError.html", label: "EndpointError" },
  parseTemplate: { href: "api/uri-template/~/parseTemplate.html", label: "parseTemplate()" },
  expandTemplate: { href: "api/uri-template/~/expandTemplate.html", label: "expandTemplate()" },
} as const;

/** A key of {@linkcode REFERENCE_ENTRIES}. */
export type ReferenceEntry = keyof typeof REFERENCE_ENTRIES;

/** The behaviour document's sections the page links to, by number. */
export const BEHAVIOUR_SECTIONS: Readonly<Record<number, string>> = {
  2: "defaults",
  3: "merge",
  4: "parse",
  5: "RFC 6570 engine",
  6: "toRequest",
  8: "errors",
};

/**
 * The link to a section of the behaviour document.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { behaviourHref } from "./site_links.ts";
 * assert.equal(behaviourHref(8), "behaviour.html#section-8");
 * ```
 *
 * @param section The section number.
 * @returns The url, relative to the site root.
 */
export function behaviourHref(section: number): string {
  return `${BEHAVIOUR_HREF}#section-${section}`;
}
