/**
 * The API reference part of the site: `deno doc --html` over the package's entry points (read
 * from `deno.json` `exports`), then a pass over every page that adds the site's navigation (back
 * to the playground and the behaviour document), `lang="en"`, and removes what the site's
 * content security policy or axe-core would flag.
 *
 * @module
 */
import { fileURLToPath } from "node:url";
import { MAIN_ID, siteNav } from "./site_nav.ts";

/** The reference's folder inside the site. */
export const REFERENCE_DIR = "api";

/** The repository root (where `deno.json` is). */
export const REPO_ROOT: string = fileURLToPath(new URL("../../", import.meta.url));

/** The package's name and entry points, as `deno.json` declares them. */
export interface PackageEntries {
  /** `deno.json` `name`, e.g. `@x/endpoint`. */
  name: string;
  /** The export paths, `.` first, e.g. `{ ".": "./mod.ts", "./uri-template": "./src/…" }`. */
  exports: Record<string, string>;
}

/**
 * Reads the package name and `exports` from `deno.json`.
 *
 * @param root The repository root.
 * @returns The name and entry points.
 */
export async function readEntries(root: string = REPO_ROOT): Promise<PackageEntries> {
  const config = JSON.parse(await Deno.readTextFile(`${root}/deno.json`));
  const exports = typeof config.exports === "string" ? { ".": config.exports } : config.exports;
  return { name: config.name, exports };
}

/**
 * Adds the site to one page `deno doc` wrote: `lang="en"`, the site navigation at the top of the
 * body (links relative to the page), no inline `style` attributes (the two controls they hide
 * are revealed by the reference's own scripts), and an accessible name for the search field.
 *
 * @param html The page.
 * @param depth How many folders below the site root the page is (`api/index.html` is 1).
 * @param entries The package name (for the navigation and import lines) and its exports.
 * @returns The page for the site.
 */
export function adaptReferencePage(html: string, depth: number, entries: PackageEntries): string {
  const { name, exports } = entries;
  const root = "../".repeat(depth);
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? `${name} API reference`;
  const breadcrumbs = html.indexOf('<ul class="breadcrumbs">');
  const crumbsEnd = html.indexOf("</div>", breadcrumbs);
  if (breadcrumbs !== -1) {
    // deno doc puts <span> and <a> straight into the <ul>: present the list as plain text.
    html = html.slice(0, breadcrumbs) +
      html.slice(breadcrumbs, crumbsEnd).replace(/<(ul|li)\b/g, '<$1 role="none"') +
      html.slice(crumbsEnd);
  }
  return html
    .replace(/<html>/i, '<html lang="en">')
    .replace(/ style="display: none;"/g, "")
    .replace('id="searchbar"', 'id="searchbar" aria-label="Search the API reference"')
    .replace('<nav id="topnav">', '<nav id="topnav" aria-label="Reference">')
    .replace(/<button class="copyButton"/g, '<button class="copyButton" aria-label="Copy code"')
    .replace('<div class="toc">', '<div class="toc" role="complementary" aria-label="Usage">')
    .replace(/<a\s+class="sourceButton"\s+href="file:[^"]*">[\s\S]*?<\/a>/g, "")
    .replace(/(from &quot;)([^&]*)(&quot;)/g, (whole, open, path, close) => {
      const entry = path === "." ? "." : `./${path}`;
      return entry in exports ? `${open}${name}${entry.slice(1)}${close}` : whole;
    })
    .replace('<nav class="topSymbols">', '<nav class="topSymbols" aria-label="Symbols">')
    // The skip link's target: main's own id is deno doc's (a symbol's anchor), so the title.
    .replace(
      /<main\b[^>]*>/,
      (main) => `${main}<h1 class="site-sr-only" id="${MAIN_ID}" tabindex="-1">${title}</h1>`,
    )
    .replace(
      "</head>",
      '<link rel="icon" href="data:,">\n' +
        `<link rel="stylesheet" href="${root}site_nav.css">\n` +
        `<link rel="stylesheet" href="${root}${REFERENCE_DIR}/reference.css">\n</head>`,
    )
    .replace(/<body>/, `<body>\n${siteNav(root, "reference", name)}`);
}

async function* htmlFiles(dir: string, prefix = ""): AsyncGenerator<string> {
  for await (const entry of Deno.readDir(dir)) {
    const path = prefix + entry.name;
    if (entry.isDirectory) yield* htmlFiles(`${dir}/${entry.name}`, `${path}/`);
    else if (entry.name.endsWith(".html")) yield path;
  }
}

/**
 * Runs `deno doc --html` into `<siteDir>/api/` and adapts every page for the site.
 *
 * @param siteDir The site folder (already created).
 * @param entries The package name and entry points, from {@linkcode readEntries}.
 * @param root The repository root.
 * @returns The reference's size on disk in bytes, and its number of files.
 * @throws {Error} When `deno doc` fails.
 */
export async function buildReference(
  siteDir: string,
  entries: PackageEntries,
  root: string = REPO_ROOT,
): Promise<{ bytes: number; files: number }> {
  const { name, exports } = entries;
  const outdir = `${siteDir}/${REFERENCE_DIR}`;
  const { code, stderr } = await new Deno.Command(Deno.execPath(), {
    args: ["doc", "--html", `--name=${name}`, `--output=${outdir}`, ...Object.values(exports)],
    cwd: root,
    stdout: "null",
    stderr: "piped",
    env: { NO_COLOR: "1" },
  }).output();
  if (code !== 0) {
    throw new Error(
      `Cannot build the API reference: deno doc failed\n${new TextDecoder().decode(stderr)}`,
    );
  }
  for await (const path of htmlFiles(outdir)) {
    const file = `${outdir}/${path}`;
    const depth = path.split("/").length;
    await Deno.writeTextFile(
      file,
      adaptReferencePage(await Deno.readTextFile(file), depth, entries),
    );
  }
  await Deno.copyFile(new URL("./reference.css", import.meta.url), `${outdir}/reference.css`);
  let bytes = 0;
  let files = 0;
  const walk = async (dir: string) => {
    for await (const entry of Deno.readDir(dir)) {
      if (entry.isDirectory) await walk(`${dir}/${entry.name}`);
      else {
        bytes += (await Deno.stat(`${dir}/${entry.name}`)).size;
        files++;
      }
    }
  };
  await walk(outdir);
  return { bytes, files };
}
