/**
 * The visitor paths driven in every engine, each asserting what the end-to-end spec of the same
 * path asserts in Chromium (navigation, sizing, scene, contact, configurator, compare and booking
 * specs), and returning what it saw, which the runner compares with what Chromium saw.
 */
import { readFile } from "node:fs/promises";

import { comparison, MIN_CHOSEN } from "../../app/catalogue/compare";
import { standardDesign, type Design } from "../../app/catalogue/configure";
import { designResult } from "../../app/catalogue/design-figures";
import { saunaItem, saunaRange } from "../../app/catalogue/range";
import { mainNavigation } from "../../app/content/navigation";
import { formatRand } from "../../app/format/money";
import { measure } from "../../app/format/units";
import { paths } from "../../app/routing/paths";
import {
  decimal,
  DEFAULT_STATE,
  outputRangeText,
  PARAMS,
  sizingResult,
  type SizingState,
} from "../../app/sizing/sizing-state";
import { type Driver, gotoHydrated, waitFor } from "./drivers";
import type { FailingProxy } from "./proxy";

export interface Context {
  /** `npm start`'s address. */
  site: string;
  proxy: FailingProxy;
  /** The file the enquiry stand-in writes to. */
  enquiriesFile: string;
}

/** What a path saw (compared across engines), and what it noted (printed, not compared). */
export interface Seen {
  seen: unknown;
  note?: string;
}

export interface VisitorPath {
  name: string;
  /** Console errors the path provokes on purpose (a failed download, a failed send). */
  allowedErrors?: RegExp[];
  run(driver: Driver, context: Context): Promise<Seen>;
}

const plain = (text: string) => text.replace(/[\s\u00a0\u202f\u2060]+/g, " ").trim();

export class Failure extends Error {}

function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Failure(message);
}

/** JSON with its keys in order: engines return a page's objects with their keys in any order. */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, each: unknown) =>
    each && typeof each === "object" && !Array.isArray(each)
      ? Object.fromEntries(Object.entries(each).sort(([a], [b]) => a.localeCompare(b)))
      : each,
  );
}

function equal(actual: unknown, expected: unknown, what: string) {
  const [a, b] = [canonical(actual), canonical(expected)];
  check(a === b, `${what}: expected ${b}, got ${a}`);
}

/** A script body returning the first element `selector` matches whose text matches `pattern`. */
const FIND_BY_TEXT = "return byText(args[0], args[1]);";
/** A script body returning the element `selector` matches. */
const FIND = "return $(args[0]);";

// Home page, menu, collection -------------------------------------------------------------------

const productsItem = mainNavigation.find((item) => item.groups?.length)!;
const menuLinks = productsItem.groups!.flatMap((group) => group.links);
const saunaLink = menuLinks.find((link) => saunaRange.some((sauna) => sauna.path === link.href))!;
const saunaName = saunaRange.find((sauna) => sauna.path === saunaLink.href)!.name;
const TOGGLE = `header nav[aria-label="Main"] button[aria-label="${productsItem.label} menu"]`;

const homeAndMenu: VisitorPath = {
  name: "home page, menu, a collection by clicking",
  async run(driver, { site }) {
    await gotoHydrated(driver, `${site}${paths.home}`);
    const h1 = await driver.run<string>('return norm($("h1")?.textContent);');
    check(h1, "the home page has a heading");
    await driver.click(FIND, TOGGLE);
    await waitFor(
      driver,
      "the menu to open",
      `const toggle = $(args[0]); const panel = document.getElementById(toggle.getAttribute("aria-controls"));
       return toggle.getAttribute("aria-expanded") === "true" && visible(panel);`,
      [TOGGLE],
    );
    await driver.click(
      `const toggle = $(args[0]); const panel = document.getElementById(toggle.getAttribute("aria-controls"));
       return $$("a", panel).find((a) => a.getAttribute("href") === args[1] && norm(a.textContent) === args[2]);`,
      TOGGLE,
      saunaLink.href,
      saunaLink.label,
    );
    const heading = await waitFor<string>(
      driver,
      `the ${saunaName} page`,
      `return location.pathname === args[0] && hydrated() && norm($("h1")?.textContent) === args[1] && norm($("h1").textContent);`,
      [saunaLink.href, saunaName],
    );
    await waitFor(
      driver,
      "the menu to close",
      `const toggle = $(args[0]); const panel = document.getElementById(toggle.getAttribute("aria-controls"));
       return toggle.getAttribute("aria-expanded") === "false" && !visible(panel);`,
      [TOGGLE],
    );
    return { seen: { home: h1, heading } };
  },
};

// The sizing calculator -------------------------------------------------------------------------

const NUMBER_FIELDS = ["width", "depth", "height", "glass", "tariff", "session"] as const;
const sizingField = (field: (typeof NUMBER_FIELDS)[number]) =>
  `form[action="${paths.sizing}"] input[name="${PARAMS[field]}"]`;

/** The figures and heaters the page shows, and what each number field holds. */
const READ_SIZING = `
  const text = (id) => norm($('[data-testid="' + id + '"]')?.textContent) || null;
  const region = $$("section").find((section) => /Our heaters that suit/.test(section.textContent));
  return {
    volume: text("volume"),
    effective: text("effective"),
    output: text("output"),
    heaters: region ? $$("a span.font-display", region).map((span) => norm(span.textContent)) : [],
    fields: Object.fromEntries(args[0].map((field) => [field, $(args[1][field]).value])),
    enterANumber: /Enter a number/.test(document.body.textContent),
  };
`;

type SizingRead = {
  volume: string | null;
  effective: string | null;
  output: string | null;
  heaters: string[];
  fields: Record<string, string>;
  enterANumber: boolean;
};

const fieldSelectors = Object.fromEntries(
  NUMBER_FIELDS.map((field) => [field, sizingField(field)]),
);

function expectedFigures(state: SizingState) {
  const result = sizingResult(state);
  return {
    volume: plain(measure(decimal(result.volume), "m³")),
    effective: plain(measure(decimal(result.effective), "m³")),
    output: result.output ? plain(outputRangeText(result.output)) : null,
  };
}

/** The page's own numbers: digits, with a point before any decimals, as `decimal` writes them. */
const PAGE_NUMBER = /^\d+(\.\d+)?$/;

async function readSizingWhen(driver: Driver, expected: ReturnType<typeof expectedFigures>) {
  return waitFor<SizingRead>(
    driver,
    `the figures ${JSON.stringify(expected)}`,
    `const read = (() => { ${READ_SIZING} })();
     return read.volume === args[2].volume && read.effective === args[2].effective && read.output === args[2].output && read;`,
    [NUMBER_FIELDS, fieldSelectors, expected],
  );
}

const sizing: VisitorPath = {
  name: 'sizing calculator, glass typed as "1,5" and as "1.5"',
  async run(driver, { site }) {
    await gotoHydrated(driver, `${site}${paths.sizing}`);
    const defaults = await readSizingWhen(driver, expectedFigures(DEFAULT_STATE));
    for (const [field, value] of Object.entries(defaults.fields)) {
      check(
        PAGE_NUMBER.test(value),
        `the ${field} field shows "${value}", not as the page writes numbers`,
      );
    }

    await driver.type(FIND, "2400", sizingField("width"));
    await driver.type(FIND, "1800", sizingField("depth"));
    await driver.type(FIND, "2200", sizingField("height"));
    await driver.type(FIND, "1,5", sizingField("glass"));
    const state = { ...DEFAULT_STATE, width: 2400, depth: 1800, height: 2200, glass: 1.5 };
    const expected = expectedFigures(state);
    const comma = await readSizingWhen(driver, expected);
    equal(comma.fields.glass, "1,5", "the glass field keeps what was typed");
    check(!comma.enterANumber, 'no "Enter a number" message for "1,5"');
    check(comma.heaters.length > 0, "heaters are suggested");
    await waitFor(
      driver,
      "the address to hold glass=1.5",
      "return /[?&]glass=1\\.5(&|$)/.test(location.search);",
    );

    await driver.type(FIND, "1.5", sizingField("glass"));
    const point = await readSizingWhen(driver, expected);
    equal(point.fields.glass, "1.5", "the glass field keeps what was typed");
    equal(
      [point.volume, point.effective, point.output, point.heaters],
      [comma.volume, comma.effective, comma.output, comma.heaters],
      '"1.5" gives what "1,5" gave',
    );

    // The address alone gives the same on a reload, its numbers shown as the page writes them.
    await gotoHydrated(driver, await driver.run<string>("return location.href;"));
    const reloaded = await readSizingWhen(driver, expected);
    for (const [field, value] of Object.entries(reloaded.fields)) {
      check(PAGE_NUMBER.test(value), `after a reload the ${field} field shows "${value}"`);
    }
    equal(reloaded.heaters, comma.heaters, "the heaters after a reload");
    return {
      seen: { defaults, comma, point, reloaded },
      note: `${comma.volume}, effective ${comma.effective}, ${comma.output}: ${comma.heaters.join(", ")}`,
    };
  },
};

// The 3D model: its download fails once, then 'Try again' ----------------------------------------

const SCENE = "#explore-3d [data-scene]";
const viewerButton = (name: string) =>
  `return $$("#explore-3d button").find((button) => new RegExp(${JSON.stringify(name)}).test(norm(button.textContent)));`;

const scene: VisitorPath = {
  name: "3D model: the download fails once, 'Try again', the model opens",
  allowedErrors: [
    /Failed to load resource|503|scene-stage|dynamically imported module|Importing a module script failed|error loading dynamically imported module/i,
  ],
  async run(driver, { proxy }) {
    proxy.failNextViewer();
    await gotoHydrated(driver, `${proxy.url}${paths.sauna("aurora")}`);
    await driver.run('$("#explore-3d").scrollIntoView(); return true;');
    await driver.click(viewerButton("View in 3D"));
    const first = await waitFor<string>(
      driver,
      "the viewer to fail or say it cannot draw",
      `const status = $(args[0] + " [role=status]"); return status && norm(status.textContent);`,
      [SCENE],
      30_000,
    );
    if (/cannot draw the 3D model/.test(first)) {
      return { seen: { outcome: "no-webgl" }, note: "no WebGL here: the no-WebGL message shows" };
    }
    check(/could not be loaded/.test(first), `the failure is said: "${first}"`);
    equal(proxy.viewerRequests.length, 1, "requests for the viewer's code before 'Try again'");

    await driver.run(
      `window.__beforeTryAgain = true;
       document.addEventListener("click", (event) => { window.__clicked = norm(event.target.textContent); }, true);
       return true;`,
    );
    await driver.click(viewerButton("^Try again$"));
    await waitFor(
      driver,
      "the model to open",
      // Failed again (in the page: no reload was asked for) is final; open is the aim.
      `return hydrated() && ["open", "failed"].includes($(args[0])?.dataset.scene);`,
      [SCENE],
      120_000,
    ).catch(async (error: unknown) => {
      const state = await driver
        .run<string>(
          `return $(args[0])?.dataset.scene + " (" + (window.__beforeTryAgain ? "not reloaded, clicked " + window.__clicked : "reloaded " + location.hash) + "): " + norm($(args[0])?.textContent).slice(0, 120);`,
          SCENE,
        )
        .catch(() => "unknown");
      const asked = JSON.stringify(proxy.viewerRequests);
      throw new Failure(
        `${error instanceof Error ? error.message : error}; the viewer is ${state}; asked ${asked}`,
      );
    });
    const phase = await driver.run<string>("return $(args[0]).dataset.scene;", SCENE);
    if (phase !== "open") {
      const state = await driver.run<string>(
        `return (window.__beforeTryAgain ? "not reloaded, clicked " + window.__clicked : "reloaded") + ": " + norm($(args[0]).textContent).slice(0, 120);`,
        SCENE,
      );
      throw new Failure(
        `the viewer failed again (${state}); asked ${JSON.stringify(proxy.viewerRequests)}`,
      );
    }
    const after = await driver.run<{ reloaded: boolean; hash: string; canvas: boolean }>(
      `return { reloaded: !window.__beforeTryAgain, hash: location.hash, canvas: !!$("#explore-3d canvas") };`,
    );
    check(after.canvas, "the model is drawn on a canvas");
    const asked = proxy.viewerRequests.map((each) => each.failed);
    equal(asked, [true, false], "the viewer's code: asked again after the failure, and served");
    if (after.reloaded)
      equal(after.hash, "#explore-3d", "the address after the page was loaded afresh");
    return {
      // Chromium asks again in the page, Firefox and WebKit load it afresh: both are right.
      seen: { outcome: "opened", requests: asked.length },
      note: `model opened after 'Try again' (${after.reloaded ? "page loaded afresh" : "asked again in the page"})`,
    };
  },
};

// The enquiry form ------------------------------------------------------------------------------

const FAILED = "Failed to send message. Please try again later.";
/**
 * The e-mail SDK's pause between two sends from one tab (`SEND_THROTTLE_MS` in
 * app/contact/emailjs.ts, which cannot be imported outside the app: it reads the app's settings).
 */
const SEND_THROTTLE_MS = 5_000;
const enquiry = {
  email: "thandi@example.com",
  mobile: "+27 82 555 0101",
  message: "A sauna for the garden room, please. Around 2 m by 2 m.",
  saunas: ["Aurora", "Kaelis"],
  locations: ["Johannesburg", "Other"],
};

const READ_ENQUIRY = `
  const form = $("form:has(textarea[name=message])");
  return {
    name: $("input[name=name]", form).value,
    email: $("input[name=email]", form).value,
    mobile: $("input[name=mobile]", form).value,
    message: $("textarea[name=message]", form).value,
    checked: $$("input[type=checkbox]:checked", form).map((box) => box.value).sort(),
  };
`;

const contact: VisitorPath = {
  name: "enquiry form: a failing service keeps every field, then it is sent",
  allowedErrors: [
    /Failed to load resource|status of 500|500 \(Internal Server Error\)|Internal error/i,
  ],
  async run(driver, { proxy, enquiriesFile }) {
    const name = `Engines ${driver.engine} ${Date.now()}`;
    await gotoHydrated(driver, `${proxy.url}${paths.contact()}`);
    await driver.type(FIND, name, "input[name=name]");
    await driver.type(FIND, enquiry.email, "input[name=email]");
    await driver.type(FIND, enquiry.mobile, "input[name=mobile]");
    await driver.type(FIND, enquiry.message, "textarea[name=message]");
    for (const value of [...enquiry.saunas, ...enquiry.locations]) {
      await driver.click(FIND, `form input[type=checkbox][value="${value}"]`);
    }
    const filled = await driver.run<Record<string, unknown>>(READ_ENQUIRY);
    const wanted = { name, ...enquiry };
    equal(
      filled,
      {
        name,
        email: wanted.email,
        mobile: wanted.mobile,
        message: wanted.message,
        checked: [...enquiry.saunas, ...enquiry.locations].sort(),
      },
      "the form as filled",
    );

    proxy.failSends = true;
    try {
      await driver.click(FIND_BY_TEXT, "button[type=submit]", "^Send Message$");
      const alert = await waitFor<string>(
        driver,
        "the failure to be said",
        'const alert = $("[role=alert]"); return alert && norm(alert.textContent);',
      );
      check(alert.includes(FAILED), `the alert says "${FAILED}": "${alert}"`);
      const state = await driver.run<Record<string, unknown>>(
        `const kept = (() => { ${READ_ENQUIRY} })();
         const button = byText("button[type=submit]", "^(Send Message|Sending\\\\.\\\\.\\\\.)$");
         const mailto = $$("[role=alert] a").find((a) => /E-mail it to us/.test(a.textContent))?.getAttribute("href") ?? "";
         return { kept, path: location.pathname, dialog: !!$("dialog[open]"), button: norm(button?.textContent), enabled: !button?.disabled, mailto: mailto.startsWith("mailto:"), draft: sessionStorage.getItem("vaja:enquiry-draft") !== null };`,
      );
      equal(
        state,
        {
          kept: filled,
          path: paths.contact(),
          dialog: false,
          button: "Send Message",
          enabled: true,
          mailto: true,
          draft: true,
        },
        "after the failure",
      );
    } finally {
      proxy.failSends = false;
    }

    // A reload loses nothing; and once the SDK's own pause between sends is over, the service
    // answering again, the enquiry is sent, to the stand-in's file.
    const failedAt = Date.now();
    await gotoHydrated(driver, `${proxy.url}${paths.contact()}`);
    equal(await driver.run(READ_ENQUIRY), filled, "the form after a reload");
    await new Promise((resolve) =>
      setTimeout(resolve, SEND_THROTTLE_MS + 500 - (Date.now() - failedAt)),
    );
    await driver.click(FIND_BY_TEXT, "button[type=submit]", "^Send Message$");
    await waitFor(
      driver,
      "'Message Sent!' or the thank-you page",
      'return /Message Sent!/.test(norm($("dialog[open]")?.textContent)) || location.pathname === args[0];',
      [paths.thankYou],
    );
    await waitFor(
      driver,
      "the thank-you page",
      "return location.pathname === args[0];",
      [paths.thankYou],
      15_000,
    );
    const text = await readFile(enquiriesFile, "utf8").catch(() => "");
    const saved = text
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { templateParams: Record<string, string> })
      .find((entry) => entry.templateParams.from_name === name);
    check(saved, "the enquiry reached the stand-in's file");
    equal(
      {
        message: saved.templateParams.message,
        location: saved.templateParams.location,
        products: saved.templateParams.products,
      },
      {
        message: enquiry.message,
        location: enquiry.locations.join(", "),
        products: enquiry.saunas.join(", "),
      },
      "what was sent",
    );
    return { seen: { failed: FAILED, sent: saved.templateParams.products } };
  },
};

// The configurator ------------------------------------------------------------------------------

const CONFIGURATOR = 'form:has(select[name="width"])';
const READ_DESIGN = `
  const result = $("[data-design-result]");
  return { price: norm($("[data-design-price]", result).textContent), heater: norm($("[data-design-heater]", result)?.textContent), busy: result.getAttribute("aria-busy"), heading: norm($("h3", result).textContent) };
`;

function designFigures(design: Design) {
  const figures = designResult(saunaItem("aurora"), design);
  return { price: plain(formatRand(figures.price!)), kw: plain(measure(figures.kw!, "kW")) };
}

async function readDesignWhen(driver: Driver, design: Design) {
  const want = designFigures(design);
  return waitFor<{ price: string; heater: string; heading: string }>(
    driver,
    `the price ${want.price} and ${want.kw}`,
    `const read = (() => { ${READ_DESIGN} })();
     return read.price === args[0] && read.heater.includes(args[1]) && read.busy === "false" && read;`,
    [want.price, want.kw],
  );
}

const configurator: VisitorPath = {
  name: "configurator: another width and timber change the price and figures",
  async run(driver, { site }) {
    const aurora = saunaItem("aurora");
    await gotoHydrated(driver, `${site}${paths.sauna("aurora")}`);
    const standard = await readDesignWhen(driver, standardDesign(aurora));
    check(standard.heading === "The standard Aurora", `"${standard.heading}"`);

    // The width chosen from its list, the timber by a click.
    await selectOption(driver, `${CONFIGURATOR} select[name="width"]`, "2460");
    await driver.click(FIND, `${CONFIGURATOR} input[type=radio][name="inside"][value="pine"]`);
    const design: Design = { ...standardDesign(aurora), width: 2460, inside: "pine" };
    const changed = await readDesignWhen(driver, design);
    check(changed.price !== standard.price, "a different design, a different price");
    check(changed.heading === "Your Aurora", `"${changed.heading}"`);
    await waitFor(
      driver,
      "the design in the address",
      "return /[?&]width=2460&inside=pine/.test(location.search);",
    );
    return { seen: { standard, changed } };
  },
};

/**
 * Chooses `value` in a select: the value set as the browser's own list would set it, with the
 * events a choice fires (WebDriver cannot open a native list in every engine).
 */
async function selectOption(driver: Driver, selector: string, value: string) {
  const ok = await driver.run<boolean>(
    `const select = $(args[0]);
     if (![...select.options].some((option) => option.value === args[1])) return false;
     const setter = Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, "value").set;
     setter.call(select, args[1]);
     select.dispatchEvent(new Event("input", { bubbles: true }));
     select.dispatchEvent(new Event("change", { bubbles: true }));
     return true;`,
    selector,
    value,
  );
  check(ok, `${selector} offers ${value}`);
}

// The comparison and the booking page -----------------------------------------------------------

const items = comparison();

const VISIBLE_COLUMNS = `
  return $$("table thead th[scope=col]").filter((th) => $("a", th) && visible(th)).map((th) => norm($("a", th).textContent));
`;

const compare: VisitorPath = {
  name: "compare page: every item at 1440 px, a third column chosen on a phone",
  async run(driver, { site }) {
    await gotoHydrated(driver, `${site}${paths.compare}`);
    const all = await driver.run<string[]>(VISIBLE_COLUMNS);
    equal(
      all,
      items.map((item) => item.name),
      "the columns at 1440 px",
    );

    await driver.resize(390, 844);
    try {
      await gotoHydrated(driver, `${site}${paths.compare}`);
      const width = await driver.run<number>("return innerWidth;");
      const shown = await waitFor<string[]>(
        driver,
        `a pair of columns (viewport ${width} px)`,
        `const shown = (() => { ${VISIBLE_COLUMNS} })(); return shown.length === args[0] && shown;`,
        [MIN_CHOSEN],
      );
      const third = items.find((item) => !shown.includes(item.name))!;
      await driver.click(
        `return $$("form input[type=checkbox]").find((box) => norm(box.labels?.[0]?.textContent) === args[0]);`,
        third.name,
      );
      const three = items
        .map((i) => i.name)
        .filter((name) => [...shown, third.name].includes(name));
      await waitFor(
        driver,
        "a third column",
        `const shown = (() => { ${VISIBLE_COLUMNS} })(); return JSON.stringify(shown) === args[0];`,
        [JSON.stringify(three)],
      );
      return { seen: { all, shown, three } };
    } finally {
      await driver.resize(1440, driver.engine === "webkit" ? 1000 : 900);
    }
  },
};

const booking: VisitorPath = {
  name: "booking page: sending empty asks for the kind, a late time is flagged for a survey",
  async run(driver, { site }) {
    await gotoHydrated(driver, `${site}${paths.book}`);
    await driver.click(FIND_BY_TEXT, "button[type=submit]", "^Request a Visit$");
    await waitFor(
      driver,
      "'Showroom visit' to take focus",
      'return document.activeElement === $("input[type=radio][name=kind][value=showroom-visit]");',
    );
    const radio = (value: string) => `input[type=radio][name=kind][value=${value}]`;
    await driver.click(FIND, radio("video-call"));
    await selectOption(driver, 'select[name="time-1"]', "16:30");
    await driver.click(FIND, radio("site-survey"));
    const flagged = await waitFor<string>(
      driver,
      "the time to be flagged",
      `const select = $('select[name="time-1"]'); return select.getAttribute("aria-invalid") === "true" && description(select);`,
    );
    check(/ends by 17:00/.test(flagged), `the time's description: "${flagged}"`);
    const offered = await driver.run<string[]>(
      `return $$('select[name="time-2"] option').map((option) => option.textContent);`,
    );
    equal(offered.at(-1), "15:30", "a survey's last start");
    check(offered.includes("07:30"), "07:30 is offered");
    return { seen: { flagged, offered } };
  },
};

export const VISITOR_PATHS: VisitorPath[] = [
  homeAndMenu,
  sizing,
  scene,
  contact,
  configurator,
  compare,
  booking,
];
