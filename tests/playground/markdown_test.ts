import assert from "node:assert/strict";
import { headingSlug, renderInline, renderMarkdown } from "../../playground/site/markdown.ts";
import { siteLink } from "../../playground/site/doc_page.ts";

Deno.test("renderMarkdown() renders the blocks the behaviour document uses", () => {
  const table: [string, string, string][] = [
    ["paragraph lines join", "a\nb", "<p>a\nb</p>"],
    [
      "numbered section heading",
      "## 8. Errors",
      '<h2 id="8-errors"><span id="section-8"></span>8. Errors</h2>',
    ],
    ["sub-heading", "### 4.1 method", '<h3 id="41-method">4.1 method</h3>'],
    [
      "fenced code, escaped",
      '```ts\nconst a = "<b>";\n```',
      '<pre><code class="language-ts">const a = &quot;&lt;b&gt;&quot;;</code></pre>',
    ],
    [
      "table with a | in code",
      "| a | b |\n| --- | --- |\n| `x \\| y` | 2 |",
      '<div class="table-wrap" tabindex="0"><table>\n<thead><tr><th>a</th><th>b</th></tr></thead>\n<tbody>\n<tr><td><code>x | y</code></td><td>2</td></tr>\n</tbody>\n</table></div>',
    ],
    [
      "nested list, tight",
      "- a\n  - b\n- c",
      "<ul>\n<li>a\n<ul>\n<li>b</li>\n</ul></li>\n<li>c</li>\n</ul>",
    ],
    ["ordered list from 3", "3. x\n4. y", '<ol start="3">\n<li>x</li>\n<li>y</li>\n</ol>'],
    ["lazy continuation line", "- a\nb", "<ul>\n<li>a\nb</li>\n</ul>"],
    ["rule", "---", "<hr>"],
    ["raw HTML is text", "<script>x</script>", "<p>&lt;script&gt;x&lt;/script&gt;</p>"],
  ];
  for (const [name, markdown, html] of table) assert.equal(renderMarkdown(markdown), html, name);
});

Deno.test("renderInline() handles code, emphasis, links and escapes", () => {
  const table: [string, string][] = [
    ["`a*b*` and *c*", "<code>a*b*</code> and <em>c</em>"],
    ["**bold `x`**", "<strong>bold <code>x</code></strong>"],
    ["snake_case_name stays", "snake_case_name stays"],
    ["[docs](#8-errors)", '<a href="#8-errors">docs</a>'],
    ["<https://a.test/x>", '<a href="https://a.test/x">https://a.test/x</a>'],
    ["\\*not em\\*", "*not em*"],
    ["`` a`b ``", "<code>a`b</code>"],
    ['[x](javascript:alert("1"))', "x"],
  ];
  for (const [markdown, html] of table) assert.equal(renderInline(markdown), html, markdown);
});

Deno.test("doc page links: anchors and web links stay, documents become pages, other files lose the link", () => {
  const link = (href: string) => siteLink(href, "behaviour.html");
  assert.equal(
    renderInline("[d](decisions.md)", { link }),
    '<a href="decisions.html">d</a>',
  );
  assert.equal(renderInline("[r](releasing.md)", { link }), "r");
  assert.equal(
    renderInline("[s](#5-rfc-6570-engine)", { link }),
    '<a href="#5-rfc-6570-engine">s</a>',
  );
  assert.equal(
    link("https://www.rfc-editor.org/rfc/rfc6570"),
    "https://www.rfc-editor.org/rfc/rfc6570",
  );
  assert.equal(link("./behaviour.md"), "#");
});

Deno.test("headingSlug() spells anchors as GitHub does", () => {
  assert.equal(
    headingSlug("9. Differences from @octokit/endpoint"),
    "9-differences-from-octokitendpoint",
  );
  assert.equal(
    headingSlug("4. parse: merged options → request options"),
    "4-parse-merged-options--request-options",
  );
  // Edges are not trimmed, and combining marks stay (GitHub's own slugs).
  assert.equal(headingSlug("Done ✓"), "done-");
  assert.equal(headingSlug("→ Next"), "-next");
  assert.equal(headingSlug("Cafe\u0301"), "cafe\u0301");
});
