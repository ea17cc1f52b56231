/** @jsxImportSource preact */
/// <reference lib="dom" />
/**
 * A line of links from a part of the page to its API reference entries and behaviour section.
 *
 * @module
 */
import type { JSX } from "preact";
import {
  BEHAVIOUR_SECTIONS,
  behaviourHref,
  REFERENCE_ENTRIES,
  type ReferenceEntry,
} from "./site_links.ts";

/** Props of {@linkcode DocLinks}. */
export interface DocLinksProps {
  /** The reference entries to link (none by default). */
  api?: ReferenceEntry[];
  /** The behaviour section to link, if any. */
  section?: number;
}

/**
 * `Docs: endpoint() · behaviour §4 (parse)`: each link names its target, so the text stays
 * meaningful out of context.
 *
 * @param props What to link.
 * @returns A paragraph of links.
 */
export function DocLinks(props: DocLinksProps): JSX.Element {
  const links = (props.api ?? []).map((key) => (
    <a key={key} href={REFERENCE_ENTRIES[key].href}>
      {REFERENCE_ENTRIES[key].label}
      <span class="sr-only">in the API reference</span>
    </a>
  ));
  if (props.section !== undefined) {
    links.push(
      <a key="behaviour" href={behaviourHref(props.section)}>
        behaviour §{props.section} ({BEHAVIOUR_SECTIONS[props.section]})
      </a>,
    );
  }
  return (
    <p class="doc-links">
      Docs: {links.flatMap((link, i) => i === 0 ? [link] : [" · ", link])}
    </p>
  );
}
