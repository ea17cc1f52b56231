/**
 * GitHub's route index: what `compactIndex()` keeps of an OpenAPI description, and that the
 * committed `playground/explorer/github_index.json` is what `deno task github-index` generates
 * from the pinned `@octokit/openapi` description.
 */
import assert from "node:assert/strict";
import { descriptionPath } from "../../scripts/descriptions.ts";
import { compactIndex, firstSentence } from "../../playground/explorer/compact_index.ts";
import { INDEX_PATH } from "../../scripts/github_index.ts";
import { readRouteIndex, type StoredRouteIndex } from "../../playground/explorer/route_index.ts";

/** A description with each shape the generator reads: references, path-level parameters, enums,
 * object bodies by reference, `allOf`, `oneOf`, a string body and a cookie parameter. */
const DESCRIPTION = {
  paths: {
    "/repos/{owner}/{repo}/issues": {
      parameters: [{ $ref: "#/components/parameters/owner" }],
      post: {
        summary: "Create an issue",
        operationId: "issues/create",
        externalDocs: {
          url: "https://docs.github.com/rest/issues/issues#create-an-issue",
        },
        parameters: [
          {
            name: "repo",
            in: "path",
            required: true,
            schema: { type: "string" },
          },
          { name: "session", in: "cookie", schema: { type: "string" } },
        ],
        requestBody: {
          content: {
            "application/json": {
              schema: { $ref: "#/components/schemas/issue" },
            },
          },
        },
      },
      get: {
        summary: "List repository issues",
        operationId: "issues/list-for-repo",
        externalDocs: { url: "https://example.test/elsewhere" },
        parameters: [
          {
            name: "repo",
            in: "path",
            required: true,
            schema: { type: "string" },
          },
          {
            name: "state",
            in: "query",
            description: "Indicates the state of the [issues](https://x.test) to return. More.",
            schema: { type: "string", enum: ["open", "closed", "all"] },
          },
          {
            name: "labels",
            in: "query",
            schema: { type: "array", items: { type: "string" } },
          },
        ],
      },
    },
    "/markdown/raw": {
      post: {
        summary: "Render a Markdown document in raw mode",
        operationId: "markdown/render-raw",
        requestBody: {
          content: { "text/plain": { schema: { type: "string" } } },
        },
      },
    },
    "/gists/{gist_id}": {
      patch: {
        summary: "Update a gist",
        operationId: "gists/update",
        requestBody: {
          content: {
            "application/json": {
              schema: {
                allOf: [
                  {
                    properties: { description: { type: "string" } },
                    required: ["description"],
                  },
                  { properties: { files: { type: "object" } } },
                ],
              },
            },
          },
        },
      },
      put: {
        summary: "Replace a gist",
        operationId: "gists/replace",
        requestBody: {
          content: {
            "application/json": {
              schema: {
                oneOf: [
                  {
                    properties: {
                      a: { type: "string" },
                      b: { type: "integer" },
                    },
                    required: ["a"],
                  },
                  {
                    properties: {
                      a: { oneOf: [{ type: "string" }, { type: "integer" }] },
                    },
                    required: ["a", "b"],
                  },
                ],
              },
            },
          },
        },
      },
    },
  },
  components: {
    parameters: {
      owner: {
        name: "owner",
        in: "path",
        required: true,
        description: "The account owner of the repository. The name is not case sensitive.",
        schema: { type: "string" },
      },
    },
    schemas: {
      issue: {
        type: "object",
        properties: {
          title: { oneOf: [{ type: "string" }, { type: "integer" }] },
          state_reason: {
            type: "string",
            enum: ["completed", "not_planned", null],
            nullable: true,
          },
        },
        required: ["title"],
      },
    },
  },
};

Deno.test("compactIndex() keeps what the explorer shows of each operation, sorted by path", () => {
  const index = compactIndex(DESCRIPTION, "test");
  const ops = readRouteIndex(index);
  assert.deepEqual(
    ops.map((o) => `${o.method} ${o.path}`),
    [
      "PUT /gists/{gist_id}",
      "PATCH /gists/{gist_id}",
      "POST /markdown/raw",
      "GET /repos/{owner}/{repo}/issues",
      "POST /repos/{owner}/{repo}/issues",
    ],
  );
  const [replace, update, raw, list, create] = ops;
  assert.deepEqual(create, {
    method: "POST",
    path: "/repos/{owner}/{repo}/issues",
    summary: "Create an issue",
    operationId: "issues/create",
    docs: "https://docs.github.com/rest/issues/issues#create-an-issue",
    parameters: [
      {
        name: "owner",
        in: "path",
        type: "string",
        required: true,
        description: "The account owner of the repository.",
      },
      { name: "repo", in: "path", type: "string", required: true },
    ],
    body: [
      { name: "title", type: "string|integer", required: true },
      {
        name: "state_reason",
        type: "string",
        required: false,
        enum: ["completed", "not_planned"],
      },
    ],
  });
  assert.equal(
    list.docs,
    "https://example.test/elsewhere",
    "a link elsewhere is kept whole",
  );
  assert.deepEqual(list.parameters.slice(2), [
    {
      name: "state",
      in: "query",
      type: "string",
      required: false,
      enum: ["open", "closed", "all"],
      description: "Indicates the state of the issues to return.",
    },
    { name: "labels", in: "query", type: "string[]", required: false },
  ]);
  assert.deepEqual(list.body, [], "no request body, no fields");
  assert.deepEqual(raw.body, [{
    name: "data",
    type: "string",
    required: true,
  }]);
  assert.equal(raw.docs, "", "no docs link, none made up");
  assert.deepEqual(update.body, [
    { name: "description", type: "string", required: true },
    { name: "files", type: "object", required: false },
  ]);
  assert.deepEqual(replace.body, [
    { name: "a", type: "string", required: true },
    { name: "b", type: "integer", required: false },
  ]);
  // `owner` and `repo` are stored once for both operations.
  assert.equal(index.params.length, 4);
});

Deno.test("firstSentence() keeps a description's first sentence as plain, short text", () => {
  const cases: [string, string][] = [
    ["The account owner. Not case sensitive.", "The account owner."],
    [
      "See [the docs](https://docs.github.com/x) for **more**",
      "See the docs for more",
    ],
    ["Use `per_page`, e.g. 30! Then", "Use per_page, e.g."],
    ["Only\n  one   line", "Only one line"],
    ["", ""],
    ["x".repeat(200), "x".repeat(119) + "…"],
  ];
  for (const [markdown, expected] of cases) {
    assert.equal(firstSentence(markdown), expected);
  }
});

Deno.test("the committed GitHub index is what deno task github-index generates", async () => {
  const description = JSON.parse(
    await Deno.readTextFile(await descriptionPath("github")),
  );
  const committed: StoredRouteIndex = JSON.parse(
    await Deno.readTextFile(INDEX_PATH),
  );
  assert.equal(committed.source, "@octokit/openapi@23.0.2");
  assert.deepEqual(committed, compactIndex(description, committed.source));

  const operations = readRouteIndex(committed);
  const described = Object.values(description.paths as Record<string, object>)
    .flatMap((item) => Object.keys(item).filter((key) => key !== "parameters"));
  assert.equal(operations.length, described.length);
  for (const op of operations) {
    assert.match(`${op.method} ${op.path}`, /^[A-Z]+ \/\S*$/);
    assert.ok(
      op.summary && op.operationId,
      `${op.method} ${op.path}: summary, operationId`,
    );
    assert.match(
      op.docs,
      /^https:\/\/docs\.github\.com\//,
      `${op.method} ${op.path}`,
    );
    for (const name of op.path.match(/(?<=\{)[^}]+/g) ?? []) {
      const parameter = op.parameters.find((p) => p.name === name);
      assert.ok(
        parameter?.in === "path" && parameter.required,
        `${op.path}: ${name}`,
      );
    }
  }
});

Deno.test("compactIndex() leaves out the header parameters OpenAPI says to ignore", () => {
  const index = compactIndex({
    openapi: "3.0.3",
    paths: {
      "/reports": {
        post: {
          parameters: ["Accept", "content-type", "AUTHORIZATION", "X-Account"].map((name) => ({
            name,
            in: "header",
            required: true,
            schema: { type: "string" },
          })),
        },
      },
    },
  }, "test");
  const [operation] = readRouteIndex(index);
  assert.deepEqual(operation.parameters.map((p) => p.name), ["X-Account"]);
});
