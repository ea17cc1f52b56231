/**
 * Links in Markdown, as the documentation tests read them: the targets of inline links, reference
 * definitions and HTML `href`/`src` attributes outside code, resolved against the repository's
 * files, and heading anchors as GitHub spells them.
 *
 * @module
 */
import { headingSlug } from "../../playground/site/markdown.ts";

/** A link's target split into the repository path it names and its `#fragment`. */
export interface LinkTarget {
  /** The target as written. */
  readonly written: string;
  /** The path from the repository root; `undefined` when the link climbs out of it. */
  readonly path: string | undefined;
  /** The fragment without `#`, decoded; `""` when there is none. */
  readonly fragment: string;
}

const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/** The lines of `markdown` outside fenced code blocks. */
function withoutFences(markdown: string): string[] {
  const lines: string[] = [];
  let fence: string | undefined;
  for (const line of markdown.split("\n")) {
    const marker = FENCE.exec(line)?.[1];
    if (fence === undefined && marker !== undefined) fence = marker;
    else if (fence !== undefined && marker?.startsWith(fence) && line.trim() === marker) {
      fence = undefined;
    } else if (fence === undefined) lines.push(line);
  }
  return lines;
}

/** Every link target written in `markdown`, outside code. */
export function linkTargets(markdown: string): string[] {
  const text = withoutFences(markdown).map((line) => line.replace(/(`+)[^`]*?\1/g, "")).join("\n");
  const patterns = [
    /!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g,
    /^ {0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm,
    /\b(?:href|src)="([^"]+)"/g,
  ];
  return patterns.flatMap((pattern) => [...text.matchAll(pattern)].map((match) => match[1]));
}

/** Whether a target names another site or scheme (`https:`, `mailto:`, `//host`). */
export function isExternal(target: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith("//");
}

/** `relative` resolved against the folder of `from` (both from the repository root). */
export function resolvePath(from: string, relative: string): string | undefined {
  const parts = relative.startsWith("/") ? [] : from.split("/").slice(0, -1);
  for (const part of relative.split("/")) {
    if (part === "..") {
      if (parts.length === 0) return undefined;
      parts.pop();
    } else if (part !== "." && part !== "") parts.push(part);
  }
  return parts.join("/");
}

/** A relative target of the Markdown file `from`, split and resolved. */
export function parseTarget(from: string, written: string): LinkTarget {
  const hash = written.indexOf("#");
  const pathPart = hash === -1 ? written : written.slice(0, hash);
  const fragment = hash === -1 ? "" : decodeURIComponent(written.slice(hash + 1));
  const path = pathPart === "" ? from : resolvePath(from, decodeURIComponent(pathPart));
  return { written, path, fragment };
}

/**
 * The anchors of every heading in `markdown` (the playground's {@linkcode headingSlug}, GitHub's
 * spelling), with GitHub's `-1`, `-2` for repeats.
 */
export function anchors(markdown: string): Set<string> {
  const result = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of withoutFences(markdown)) {
    const match = /^ {0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (match === null) continue;
    const base = headingSlug(match[1]);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    result.add(count === 0 ? base : `${base}-${count}`);
  }
  return result;
}
