import assert from "node:assert/strict";

const ROOT = new URL("../../", import.meta.url);
const LISTENING = /Listening on http:\/\/127\.0\.0\.1:(\d+)\//;

/**
 * Appends a process's output to `sink.text` as it arrives, until the returned function cancels
 * the reading (a server left behind by a broken launcher would keep the pipe open forever).
 */
function collect(stream: ReadableStream<Uint8Array>, sink: { text: string }): () => Promise<void> {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  const done = (async () => {
    while (true) {
      const { value, done } = await reader.read();
      if (done) return;
      sink.text += decoder.decode(value, { stream: true });
    }
  })().catch(() => {});
  return () => reader.cancel().then(() => done);
}

/** Polls `read` until it yields a value, or fails after `ms`. */
async function waitFor<T>(read: () => T | undefined, ms: number, what: string): Promise<T> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const value = read();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`Timed out after ${ms} ms waiting for ${what}`);
}

function portIsFree(port: number): boolean {
  try {
    Deno.listen({ hostname: "127.0.0.1", port }).close();
    return true;
  } catch (error) {
    if (error instanceof Deno.errors.AddrInUse) return false;
    throw error;
  }
}

for (const signal of ["SIGTERM", "SIGINT"] as const) {
  Deno.test(`deno task start serves the page, and ${signal} frees its port`, async () => {
    const child = new Deno.Command(Deno.execPath(), {
      args: ["task", "start"],
      cwd: ROOT,
      env: { PORT: "0", NO_COLOR: "1" },
      stdin: "null",
      stdout: "piped",
      stderr: "piped",
    }).spawn();
    const output = { text: "" };
    const readers = [collect(child.stdout, output), collect(child.stderr, output)];
    let exited = false;
    child.status.then(() => exited = true);
    try {
      const port = Number(
        await waitFor(
          () => LISTENING.exec(output.text)?.[1],
          60_000,
          `the server (${output.text})`,
        ),
      );
      const page = await fetch(`http://127.0.0.1:${port}/`);
      assert.equal(page.status, 200);
      assert.match(await page.text(), /<script[^>]+app\.js/);
      assert.equal(portIsFree(port), false);

      child.kill(signal);
      await waitFor(() => exited || undefined, 10_000, `deno task start to exit on ${signal}`);
      assert.equal(portIsFree(port), true, `port ${port} is still taken after ${signal}`);
      assert.equal((await child.status).success, true, output.text);
      assert.doesNotMatch(output.text, /approve-scripts|Ignored build scripts/);
      assert.doesNotMatch(output.text, /budget/, "the size table is deno task build's");
    } finally {
      if (!exited) child.kill("SIGKILL");
      await child.status;
      await Promise.all(readers.map((cancel) => cancel()));
    }
  });
}

Deno.test("deno task start on a taken port says so in one line that names PORT", async () => {
  const taken = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  try {
    const port = (taken.addr as Deno.NetAddr).port;
    const { code, stdout, stderr } = await new Deno.Command(Deno.execPath(), {
      args: ["task", "start"],
      cwd: ROOT,
      env: { PORT: String(port), NO_COLOR: "1" },
      stdin: "null",
      signal: AbortSignal.timeout(60_000),
    }).output();
    const decoder = new TextDecoder();
    // `deno task` announces the command it runs ("Task start deno run …"); the rest is ours.
    const lines = (decoder.decode(stdout) + decoder.decode(stderr)).split("\n")
      .filter((line) => line.trim() !== "" && !line.startsWith("Task start "));
    assert.equal(code, 1);
    assert.equal(lines.length, 1, lines.join("\n"));
    assert.match(lines[0], new RegExp(`port ${port} is taken.*\\bPORT=`));
  } finally {
    taken.close();
  }
});

Deno.test("the playground's config pins only what the page needs, as the root config does", async () => {
  const root = JSON.parse(await Deno.readTextFile(new URL("deno.json", ROOT)));
  const playground = JSON.parse(await Deno.readTextFile(new URL("playground/deno.json", ROOT)));
  assert.deepEqual(Object.keys(playground.imports).sort(), ["esbuild", "preact", "yaml"]);
  for (const [name, target] of Object.entries(playground.imports)) {
    assert.equal(target, root.imports[name], `playground/deno.json pins ${name} unlike deno.json`);
  }
  assert.deepEqual(playground.lock, { frozen: true });
});

Deno.test("the playground's lockfile holds esbuild, Preact and yaml, no dev tool", async () => {
  const lock = JSON.parse(await Deno.readTextFile(new URL("playground/deno.lock", ROOT)));
  const names = Object.keys(lock.npm).map((key) => key.replace(/(.)@.*$/, "$1"));
  assert.ok(["esbuild", "preact", "yaml"].every((name) => names.includes(name)), names.join());
  assert.deepEqual(
    names.filter((name) => !/^(esbuild|@esbuild\/[a-z0-9-]+|preact|yaml)$/.test(name)),
    [],
  );
});
