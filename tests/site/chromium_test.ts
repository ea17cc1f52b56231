import assert from "node:assert/strict";
import { CHROMIUM_NAMES, chromiumOrFail } from "../_chromium.ts";

/** `PATH`'s separator. */
const SEP = Deno.build.os === "windows" ? ";" : ":";

/** A folder holding an empty file for each name. */
async function folderWith(names: string[]): Promise<string> {
  const folder = await Deno.makeTempDir({ prefix: "chromium-path-" });
  for (const name of names) await Deno.writeTextFile(`${folder}/${name}`, "");
  return folder;
}

Deno.test("the browser tests use CHROME_PATH when it is set, before anything on PATH", async () => {
  const folder = await folderWith(["my-chrome", "chromium"]);
  try {
    const path = chromiumOrFail({ CHROME_PATH: `${folder}/my-chrome`, PATH: folder });
    assert.equal(path, `${folder}/my-chrome`);
  } finally {
    await Deno.remove(folder, { recursive: true });
  }
});

Deno.test("the browser tests find chromium, chromium-browser or google-chrome on PATH, in that order", async () => {
  const first = await folderWith(["google-chrome"]);
  const second = await folderWith(["chromium-browser"]);
  try {
    assert.equal(chromiumOrFail({ PATH: `${first}${SEP}${second}` }), `${second}/chromium-browser`);
    assert.equal(chromiumOrFail({ PATH: `/nowhere${SEP}${first}` }), `${first}/google-chrome`);
    assert.deepEqual(CHROMIUM_NAMES, ["chromium", "chromium-browser", "google-chrome"]);
  } finally {
    await Deno.remove(first, { recursive: true });
    await Deno.remove(second, { recursive: true });
  }
});

Deno.test("without Chromium, chromiumOrFail() says in one line that names CHROME_PATH", async () => {
  const empty = await folderWith([]);
  try {
    for (
      const env of [{ PATH: empty }, { CHROME_PATH: `${empty}/chrome`, PATH: "" }, {}]
    ) {
      assert.throws(() => chromiumOrFail(env), (error: Error) => {
        assert.match(error.message, /CHROME_PATH/);
        assert.doesNotMatch(error.message, /\n/);
        return true;
      });
    }
  } finally {
    await Deno.remove(empty, { recursive: true });
  }
});
