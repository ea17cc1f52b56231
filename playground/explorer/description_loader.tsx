/** @jsxImportSource preact */
/// <reference lib="dom" />
/**
 * The **API description** block: load an OpenAPI 3.0 or 3.1 description (JSON or YAML) from a
 * URL, a file (chosen or dropped) or pasted text, to search, fill and call its operations instead
 * of GitHub's (the operation list holds the way back).
 *
 * @module
 */
import type { JSX } from "preact";
import { useEffect, useState } from "preact/hooks";
import { setDescribedApi, useDescribedApi } from "./load_index.ts";
import {
  fetchDescription,
  linkedDescription,
  readDescription,
  savedDescription,
  saveDescription,
} from "./load_description.ts";
import type { DescribedApi } from "./described_api.ts";
import type { SavedDescription } from "./read_in_worker.ts";

/** Props of {@linkcode DescriptionLoader}. */
export interface DescriptionLoaderProps {
  /** Called with a description the person just loaded (not one restored on a reload). */
  onLoaded: (api: DescribedApi) => void;
}

/** Puts GitHub's index back in use and forgets the loaded description (this tab keeps none). */
export function leaveDescription(): void {
  setDescribedApi(undefined);
  saveDescription(undefined);
}

/** What the block says after a load or a failure. */
interface Outcome {
  error?: string;
  status?: string;
}

/**
 * The block. A failure is shown in an alert and leaves the index in use as it was.
 *
 * @param props What to do after a load.
 * @returns The block.
 */
export function DescriptionLoader(props: DescriptionLoaderProps): JSX.Element {
  const api = useDescribedApi();
  const [address, setAddress] = useState("");
  const [pasted, setPasted] = useState("");
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>({});
  const [offered, setOffered] = useState<string>();

  const load = async (get: () => Promise<SavedDescription>, restored = false) => {
    setBusy(true);
    setOutcome({});
    try {
      const saved = await get();
      const loaded = await readDescription(saved);
      setDescribedApi(loaded);
      saveDescription(saved);
      if (!restored) props.onLoaded(loaded);
      setOffered(undefined);
      const count = loaded.entries.length;
      setOutcome({
        status: `Loaded ${loaded.title}: ${count} operation${count === 1 ? "" : "s"}`,
      });
    } catch (e) {
      setOutcome({ error: e instanceof Error ? e.message : String(e) });
    } finally {
      setBusy(false);
    }
  };
  const loadFile = (file: File | undefined) => {
    if (file) load(async () => ({ text: await file.text(), from: file.name }));
  };

  useEffect(() => {
    const saved = savedDescription();
    if (saved) load(() => Promise.resolve(saved), true);
    setOffered(linkedDescription());
  }, []);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    loadFile(event.dataTransfer?.files[0]);
  };
  return (
    <details
      class="card describe"
      open={offered !== undefined || undefined}
      aria-busy={busy}
      onDragOver={(e) => e.preventDefault()}
      onDrop={onDrop}
    >
      <summary>
        API: <strong>{api ? api.title : "GitHub's REST API"}</strong>
      </summary>
      <p class="help">
        Load an OpenAPI 3.0 or 3.1 description, JSON or YAML, to search and call its operations: its
        first server is the base URL, and its parameter styles and body types shape the request. A
        URL goes into the link; a file or pasted text stays in this tab.
      </p>
      {offered && (
        <p class="warning">
          This link names the description <code>{offered}</code>.{" "}
          <button
            type="button"
            class="button"
            onClick={() => load(() => fetchDescription(offered))}
          >
            Load it
          </button>
        </p>
      )}
      <form
        class="describe-row"
        onSubmit={(e) => {
          e.preventDefault();
          load(() => fetchDescription(address));
        }}
      >
        <label for="describe-url">URL</label>
        <input
          id="describe-url"
          type="url"
          value={address}
          placeholder="https://example.com/openapi.yaml"
          onInput={(e) => setAddress(e.currentTarget.value)}
        />
        <button
          type="submit"
          class="button"
          disabled={busy || address.trim() === ""}
        >
          Load URL
        </button>
      </form>
      <div class="describe-row">
        <label for="describe-file">File</label>
        <input
          id="describe-file"
          type="file"
          accept=".json,.yaml,.yml,application/json,application/yaml"
          onChange={(e) => loadFile(e.currentTarget.files?.[0])}
        />
      </div>
      <label for="describe-paste">
        Pasted text (or drop a file on this block)
      </label>
      <textarea
        id="describe-paste"
        class="mono"
        rows={4}
        spellcheck={false}
        value={pasted}
        onInput={(e) => setPasted(e.currentTarget.value)}
      />
      <div class="describe-row">
        <button
          type="button"
          class="button"
          disabled={busy || pasted.trim() === ""}
          onClick={() => load(() => Promise.resolve({ text: pasted, from: "pasted text" }))}
        >
          Load pasted text
        </button>
      </div>
      {outcome.error && (
        <div role="alert" id="describe-error" class="error">
          <p>{outcome.error}</p>
        </div>
      )}
      <p role="status" id="describe-status">
        {outcome.status}
      </p>
    </details>
  );
}
