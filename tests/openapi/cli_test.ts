/**
 * The command (`deno task openapi <file>`): prints the route table of a JSON or YAML description,
 * from a file or standard input, and says why in one safe line when it cannot.
 */
import assert from "node:assert/strict";
import { compileRoutes } from "@x/endpoint/openapi";

const CLI = new URL("../../src/openapi/cli.ts", import.meta.url).pathname;

/** The permissions the documented command gives: read files, and the YAML parser's two variables. */
const PERMISSIONS = ["--allow-read", "--allow-env=LOG_TOKENS,LOG_STREAM"];

const DESCRIPTION = {
  openapi: "3.1.0",
  servers: [{ url: "https://api.example.com" }],
  paths: {
    "/items": {
      get: { parameters: [{ name: "tags", in: "query", schema: { type: "array" } }] },
    },
    "/items/{id}": {
      put: {
        parameters: [{ name: "id", in: "path", required: true, style: "label" }],
        requestBody: { content: { "application/x-www-form-urlencoded": {} } },
      },
    },
  },
};

/** The same description in YAML, as people write it. */
const DESCRIPTION_YAML = `openapi: 3.1.0
servers:
  - url: https://api.example.com
paths:
  /items:
    get:
      parameters:
        - name: tags
          in: query
          schema: { type: array }
  /items/{id}:
    put:
      parameters:
        - { name: id, in: path, required: true, style: label }
      requestBody:
        content:
          application/x-www-form-urlencoded: {}
`;

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

async function run(
  args: string[],
  options: { stdin?: string; permissions?: string[] } = {},
): Promise<Run> {
  const child = new Deno.Command(Deno.execPath(), {
    args: ["run", ...options.permissions ?? PERMISSIONS, CLI, ...args],
    env: { NO_COLOR: "1" },
    stdin: options.stdin === undefined ? "null" : "piped",
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  if (options.stdin !== undefined) {
    const writer = child.stdin.getWriter();
    await writer.write(new TextEncoder().encode(options.stdin));
    await writer.close();
  }
  const { code, stdout, stderr } = await child.output();
  const decoder = new TextDecoder();
  return { code, stdout: decoder.decode(stdout), stderr: decoder.decode(stderr) };
}

async function withFile(
  text: string,
  fn: (path: string) => Promise<void>,
  suffix = ".json",
): Promise<void> {
  const path = await Deno.makeTempFile({ suffix });
  try {
    await Deno.writeTextFile(path, text);
    await fn(path);
  } finally {
    await Deno.remove(path);
  }
}

/** A failure as the command must report it: one line on stderr, the code, nothing on stdout. */
function assertOneLine(result: Run, code: number, pattern: RegExp): void {
  assert.equal(result.code, code, result.stderr);
  assert.equal(result.stdout, "");
  assert.match(result.stderr, /^[^\n]+\n$/, "one line");
  assert.doesNotMatch(result.stderr, /^\s+at /m, "no stack trace");
  assert.match(result.stderr.slice(0, -1), pattern);
}

/** Control characters a terminal acts on: C0 (tab and newline too, in one line), DEL, C1, bidi. */
const UNSAFE =
  // deno-lint-ignore no-control-regex -- these are the characters under test, written out
  /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/u;

Deno.test("the openapi command prints the route table of a JSON description", async () => {
  await withFile(JSON.stringify(DESCRIPTION), async (path) => {
    const { code, stdout } = await run([path]);
    assert.equal(code, 0);
    assert.deepEqual(JSON.parse(stdout), compileRoutes(DESCRIPTION));
    assert.equal(stdout.endsWith("}\n"), true);
  });
});

Deno.test("the openapi command reads a YAML description as the JSON it stands for", async () => {
  await withFile(DESCRIPTION_YAML, async (path) => {
    const { code, stdout, stderr } = await run([path]);
    assert.equal(code, 0, stderr);
    assert.deepEqual(JSON.parse(stdout), compileRoutes(DESCRIPTION));
  }, ".yaml");
  // YAML 1.2: `no` and `on` are strings, as JSON would write them (YAML 1.1 read booleans).
  const description = `openapi: 3.0.3
servers: [{ url: "https://api.example.com" }]
paths:
  /no:
    get:
      parameters: [{ name: on, in: header, required: true }]
`;
  await withFile(description, async (path) => {
    const { code, stdout, stderr } = await run([path]);
    assert.equal(code, 0, stderr);
    const table = JSON.parse(stdout);
    assert.deepEqual(table.routes["GET /no"].parameters, { on: { in: "header" } });
    assert.deepEqual(table.routes["GET /no"].required, ["on"]);
  }, ".yml");
});

Deno.test("the openapi command reads the description from standard input for -", async () => {
  for (const text of [JSON.stringify(DESCRIPTION), DESCRIPTION_YAML]) {
    const { code, stdout, stderr } = await run(["-"], { stdin: text });
    assert.equal(code, 0, stderr);
    assert.deepEqual(JSON.parse(stdout), compileRoutes(DESCRIPTION));
  }
  assertOneLine(await run(["-"], { stdin: "" }), 1, /^Cannot read standard input: it is empty$/m);
  // After `--`, a `-x` is a file's name, not an option.
  assertOneLine(await run(["--", "-x"]), 1, /^Cannot read "-x": no such file$/m);
});

Deno.test("a missing file, a directory or a file Deno may not read is one line, without the OS's words", async () => {
  assertOneLine(
    await run(["/nonexistent/openapi.json"]),
    1,
    /^Cannot read "\/nonexistent\/openapi\.json": no such file$/,
  );
  const dir = await Deno.makeTempDir();
  try {
    assertOneLine(await run([dir]), 1, /^Cannot read "[^"]+": it is a directory$/);
    await withFile(JSON.stringify(DESCRIPTION), async (path) => {
      assertOneLine(
        await run([path], { permissions: [`--allow-read=${dir}`] }),
        1,
        /^Cannot read "[^"]+": Deno needs --allow-read to read it$/,
      );
    });
  } finally {
    await Deno.remove(dir);
  }
  await withFile("\xff", async (path) => {
    await Deno.writeFile(path, new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]));
    assertOneLine(await run([path]), 1, /^Cannot read "[^"]+": it is not UTF-8 text$/);
  });
});

Deno.test("invalid JSON or YAML is one line that names where", async () => {
  await withFile('{"openapi": "3.1.0",\n "paths": {]}', async (path) => {
    assertOneLine(await run([path]), 1, /^Cannot read "[^"]+" as JSON: .*line 2/);
  });
  await withFile("openapi: 3.1.0\npaths:\n  a: b: c\n", async (path) => {
    assertOneLine(await run([path]), 1, /^Cannot read "[^"]+" as YAML: .* at line 3, column 6$/);
  }, ".yaml");
  await withFile("openapi: 3.1.0\nopenapi: 3.0.0\n", async (path) => {
    assertOneLine(await run([path]), 1, /as YAML: Map keys must be unique at line 2, column 1$/);
  }, ".yaml");
  await withFile("openapi: 3.1.0\n---\nopenapi: 3.0.0\n", async (path) => {
    assertOneLine(await run([path]), 1, /as YAML: Source contains multiple documents/);
  }, ".yaml");
});

Deno.test("a YAML alias that holds itself is refused in one line instead of looping", async () => {
  await withFile("openapi: 3.1.0\npaths: &paths\n  /a: { get: { x: *paths } }\n", async (path) => {
    assertOneLine(
      await run([path]),
      1,
      /^Cannot read "[^"]+" as YAML: an alias refers to a node that holds it$/,
    );
  }, ".yaml");
});

Deno.test("a YAML description of a few hundred bytes that would expand to 10^10 nodes is refused", async () => {
  const levels = ["a0: &a0 [x, x, x, x, x, x, x, x, x, x]"];
  for (let i = 1; i < 10; i++) {
    levels.push(`a${i}: &a${i} [${Array(10).fill(`*a${i - 1}`).join(", ")}]`);
  }
  await withFile(`${levels.join("\n")}\nopenapi: 3.1.0\n`, async (path) => {
    assertOneLine(await run([path]), 1, /^Cannot read "[^"]+" as YAML: Excessive alias count/);
  }, ".yaml");
});

Deno.test("a YAML description Deno may not parse says which permission the parser needs", async () => {
  await withFile(DESCRIPTION_YAML, async (path) => {
    assertOneLine(
      await run([path], { permissions: ["--allow-read"] }),
      1,
      /^Cannot read "[^"]+" as YAML: .*--allow-env=LOG_TOKENS,LOG_STREAM/,
    );
  }, ".yaml");
  // JSON needs no more than --allow-read: the parser is not even loaded.
  await withFile(JSON.stringify(DESCRIPTION), async (path) => {
    const { code, stdout } = await run([path], { permissions: ["--allow-read"] });
    assert.equal(code, 0);
    assert.deepEqual(JSON.parse(stdout), compileRoutes(DESCRIPTION));
  });
});

Deno.test("an invalid description is its EndpointError's message, in one line", async () => {
  await withFile('{"swagger":"2.0"}', async (path) => {
    assertOneLine(await run([path]), 1, /not an OpenAPI 3\.0 or 3\.1 document/);
  });
  const styled = structuredClone(DESCRIPTION);
  styled.paths["/items/{id}"].put.parameters[0].style = "form";
  await withFile(JSON.stringify(styled), async (path) => {
    assertOneLine(await run([path]), 1, /the path parameter "id" has style "form"/);
  });
});

Deno.test("the openapi command escapes the control characters of what it prints to the terminal", async () => {
  const name = "\u001b]0;owned\u0007\u001b[2J\u009b31m\u202etxt.exe\u2066\n";
  // A parameter name from the file, quoted in an error.
  const styled = structuredClone(DESCRIPTION);
  styled.paths["/items/{id}"].put.parameters[0].style = "form";
  styled.paths["/items/{id}"].put.parameters[0].name = `id${name}`;
  // Quoted by the compiler (a name), by JSON's message (the text), or not at all (YAML's).
  const bad: [string, RegExp | undefined][] = [
    [
      JSON.stringify(styled),
      /"id\\u001b\]0;owned\\u0007\\u001b\[2J\\u009b31m\\u202etxt\.exe\\u2066\\n"/,
    ],
    [`{"openapi": ${name}}`, /Unexpected token '\\u001b', .*"openapi": \\u001b\]0;owned\\u0007/],
    [`${name}: [`, undefined],
  ];
  for (const [text, quoted] of bad) {
    await withFile(text, async (path) => {
      const result = await run([path]);
      assert.equal(result.code, 1);
      assert.doesNotMatch(result.stderr.slice(0, -1), UNSAFE, JSON.stringify(result.stderr));
      if (quoted) assert.match(result.stderr, quoted);
    });
  }
  // A file's name, quoted in an error.
  const missing = await run([`/nonexistent/${name}.json`]);
  assert.doesNotMatch(missing.stderr.slice(0, -1), UNSAFE, JSON.stringify(missing.stderr));
  assert.match(missing.stderr, /^Cannot read "\/nonexistent\/\\u001b\]0;owned\\u0007\\u001b\[2J/);
  // An unknown option.
  const option = await run([`--${name}`]);
  assert.equal(option.code, 2);
  assert.doesNotMatch(option.stderr.replaceAll("\n", ""), UNSAFE);
});

Deno.test("the route table on stdout is JSON with C1 and bidirectional controls escaped", async () => {
  const description = structuredClone(DESCRIPTION) as Record<string, unknown>;
  const url = "https://api.example.com/\u009b2J\u202e\u2028\u007f";
  description.servers = [{ url }];
  await withFile(JSON.stringify(description), async (path) => {
    const { code, stdout, stderr } = await run([path]);
    assert.equal(code, 0, stderr);
    assert.doesNotMatch(stdout.slice(0, -1), UNSAFE);
    assert.match(stdout, /"https:\/\/api\.example\.com\/\\u009b2J\\u202e\\u2028\\u007f"/);
    assert.deepEqual(JSON.parse(stdout), compileRoutes(description));
  });
});

Deno.test("--help prints the usage on stdout; a wrong call prints it on stderr with code 2", async () => {
  for (const flag of ["--help", "-h"]) {
    const help = await run([flag]);
    assert.equal(help.code, 0);
    assert.equal(help.stderr, "");
    assert.match(help.stdout, /^Usage: /m);
    assert.match(help.stdout, /standard input/);
    assert.match(help.stdout, /YAML/);
  }
  for (const args of [[], ["a.json", "b.json"], ["--yaml", "a.yaml"]]) {
    const usage = await run(args);
    assert.equal(usage.code, 2, args.join(" "));
    assert.equal(usage.stdout, "");
    assert.match(usage.stderr, /^Usage: /m);
  }
  assert.match((await run(["--yaml", "a.yaml"])).stderr, /^Unknown option "--yaml"$/m);
});

/** The modules `deno info` finds behind a file, and what they import as written (dynamic too). */
async function moduleGraph(file: string): Promise<{ modules: string[]; imports: string[] }> {
  const { code, stdout, stderr } = await new Deno.Command(Deno.execPath(), {
    args: ["info", "--json", new URL(file, import.meta.url).pathname],
    env: { NO_COLOR: "1" },
  }).output();
  assert.equal(code, 0, new TextDecoder().decode(stderr));
  const modules: { specifier: string; dependencies?: { specifier: string }[] }[] =
    JSON.parse(new TextDecoder().decode(stdout)).modules;
  return {
    modules: modules.map((module) => module.specifier),
    imports: modules.flatMap((module) => module.dependencies ?? []).map((d) => d.specifier),
  };
}

Deno.test("the openapi entry loads neither the command nor its YAML parser", async () => {
  const library = await moduleGraph("../../src/openapi/mod.ts");
  assert.ok(library.modules.some((specifier) => specifier.endsWith("/src/openapi/routes.ts")));
  const outside = (graph: { modules: string[]; imports: string[] }) => [
    ...graph.modules.filter((specifier) => /\/src\/openapi\/_?cli|node_modules/.test(specifier)),
    ...graph.imports.filter((specifier) => /^(yaml|npm:)/.test(specifier)),
  ];
  assert.deepEqual(outside(library), []);
  const command = await moduleGraph("../../src/openapi/cli.ts");
  assert.ok(outside(command).includes("yaml"), "the check sees the command's parser");
});
