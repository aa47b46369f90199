// @vitest-environment node
/**
 * The privacy page's words from the dataset ("Privacy policy's words"): read and checked by the
 * Studio's own rules (content-studio/rules/privacy.ts), which refuse a section left empty, a
 * form, case, right or stored key missing, unknown or given twice, too many characters, a period,
 * date, address or service typed out, and a figure the page does not give there, each message
 * naming the document, its title and the field. The sections the site keys on are the site's own:
 * the stored keys are the ones the site keeps. No test pins today's words.
 */
import { parse } from "groq-js";
import { describe, expect, it } from "vitest";

import {
  PRIVACY_FIGURES,
  PRIVACY_FORMS,
  PRIVACY_RECIPIENTS,
  PRIVACY_RIGHTS,
  PRIVACY_STORAGE,
  PRIVACY_TEXTS,
  PRIVACY_WORDS,
  privacyFieldProblem,
  privacyListProblem,
  privacyTextProblem,
} from "../../content-studio/rules/privacy";
import { schemaTypes } from "../../content-studio/schemaTypes";
import { privacyWords as studioType } from "../../content-studio/schemaTypes/privacy-words";
import type { SanityDocument } from "../dataset/embedded";
import { readDataset } from "../dataset/embedded-files.server";
import { SESSION_STORAGE_KEYS } from "../privacy/storage";
import { queryOver } from "./fixtures";
import { PRIVACY_WORDS_QUERY, privacyWordsDocument, readPrivacyWords } from "./privacy";

type Doc = SanityDocument & Record<string, unknown>;
type Entries = Record<string, unknown>[];

const embedded = () =>
  structuredClone(readDataset().find((doc) => doc._id === PRIVACY_WORDS.id)) as Doc;

const read = (documents: Doc[]) => readPrivacyWords(queryOver(documents));

/** The embedded document with `change` made to it. */
function changed(change: (doc: Doc) => void): Doc[] {
  const doc = embedded();
  change(doc);
  return [doc];
}

const entries = (doc: Doc, list: string) => doc[list] as Entries;

describe("the privacy page's words from the dataset", () => {
  it("give every form, case, right and stored key the site has, once", async () => {
    const words = await read([embedded()]);
    expect(words.forms.map((form) => form.form)).toEqual(PRIVACY_FORMS.map((form) => form.id));
    expect(words.recipients.map((each) => each.recipient).sort()).toEqual(
      PRIVACY_RECIPIENTS.map((each) => each.id).sort(),
    );
    expect(words.rights.map((right) => right.right)).toEqual(PRIVACY_RIGHTS.map((r) => r.id));
    expect(words.storage.map((item) => item.key).sort()).toEqual([...SESSION_STORAGE_KEYS].sort());
    expect(words.inShort.length).toBeGreaterThan(0);
    for (const form of words.forms) expect(form.fields.length, form.form).toBeGreaterThan(0);
  });

  it("describe exactly the keys the site keeps in the browser", () => {
    // The Studio's list is written by hand (its rules import nothing): held to the site's here.
    expect(PRIVACY_STORAGE.map((item) => item.id).sort()).toEqual([...SESSION_STORAGE_KEYS].sort());
  });

  it("are fields the Studio has, read exactly as they are checked", () => {
    const type = schemaTypes.find((each) => each.name === PRIVACY_WORDS.type);
    expect(type).toBe(studioType);
    const fields = (studioType.fields as { name: string }[]).map((field) => field.name).sort();
    let node = parse(PRIVACY_WORDS_QUERY) as {
      type: string;
      expr?: unknown;
      attributes?: { name: string }[];
    };
    while (node.type !== "Object") node = node.expr as typeof node;
    const read = node.attributes!.map((attribute) => attribute.name).sort();
    expect(read.filter((name) => name !== "_id")).toEqual(fields);
    expect(read).toEqual(Object.keys(privacyWordsDocument.shape).sort());
    for (const field of Object.keys(PRIVACY_TEXTS)) expect(fields).toContain(field);
  });

  it("are required: the page cannot be drawn without them", async () => {
    await expect(read([])).rejects.toThrow(
      /Privacy policy's words: no document; open "Privacy policy's words"/,
    );
    const second = { ...embedded(), _id: "privacy-words-2" };
    await expect(read([embedded(), second])).rejects.toThrow(
      /one document, "privacy-words", not "privacy-words-2"/,
    );
  });

  it.each<[string, (doc: Doc) => void, RegExp]>([
    [
      "an empty heading",
      (doc) => (doc.keepHeading = "  "),
      /Privacy policy's words \(privacy-words\), keepHeading: Required/,
    ],
    ["no introduction", (doc) => delete doc.intro, /\(privacy-words\), intro: Required/],
    ["no lines in short", (doc) => (doc.inShort = []), /inShort: Required: at least 1/],
    [
      "too many lines in short",
      (doc) => (doc.inShort = Array.from({ length: 7 }, (_, i) => `Line ${"x".repeat(i)}`)),
      /inShort: At most 6; it has 7/,
    ],
    [
      "a form without its details",
      (doc) => (entries(doc, "forms")[1]!.fields = []),
      /forms\[2 "The consultation booking form"\]\.fields: Required: at least 1/,
    ],
    [
      "a form left out",
      (doc) => (doc.forms = entries(doc, "forms").slice(1)),
      /forms: The enquiry form is missing: every form the site has needs its words/,
    ],
    [
      "a right the site does not know",
      (doc) => (entries(doc, "rights")[2]!.right = "portability"),
      /rights: "portability" is not a right the site knows/,
    ],
    [
      "a right given twice",
      (doc) => (doc.rights = [...entries(doc, "rights"), entries(doc, "rights")[0]]),
      /rights: To know what we hold is given twice/,
    ],
    [
      "a stored key left out",
      (doc) => (doc.storage = entries(doc, "storage").slice(0, 3)),
      /storage: When an enquiry was last sent is missing/,
    ],
    [
      "a case of who receives what left out",
      (doc) =>
        (doc.recipients = entries(doc, "recipients").filter((each) => each.recipient !== "blog")),
      /recipients: Articles, when they come from Sanity is missing/,
    ],
    [
      "a right's words too long",
      (doc) => (entries(doc, "rights")[0]!.text = "Ask us. ".repeat(80)),
      /rights\[1 "To know what we hold"\]\.text: At most 600 characters; it has/,
    ],
    [
      "a period typed out in digits",
      (doc) => (doc.keepHeadline = "24 months from your last message"),
      /keepHeadline: No periods, dates or addresses written out/,
    ],
    [
      "a period typed out in words",
      (doc) =>
        (doc.keepText = "Deleted {retention} after your last message, or two years at most."),
      /keepText: No periods, dates or addresses written out/,
    ],
    [
      "a date typed out",
      (doc) => (doc.updatedText = "Last updated on 24 November 2026 ({updated})."),
      /updatedText: No periods, dates or addresses written out/,
    ],
    [
      "an address typed out",
      (doc) => (doc.officerIntro = "Write to privacy@example.com."),
      /officerIntro: No periods, dates or addresses written out/,
    ],
    [
      "a service typed out",
      (doc) => (entries(doc, "recipients")[0]!.text = "Your browser passes it to EmailJS."),
      /recipients\[1 "Your enquiry: \{emailService\}"\]\.text: "EmailJS" is the site's to name: write \{emailService\}/,
    ],
    [
      "a stored key typed out",
      (doc) => (doc.browserIntro = "We keep vaja:enquiry-draft in the tab."),
      /browserIntro: "vaja:enquiry-draft" is the site's to name/,
    ],
    [
      "a figure the page does not give there",
      (doc) => (entries(doc, "rights")[0]!.text = "Ask within {retention}."),
      /rights\[1 "To know what we hold"\]\.text: \{retention\} is not a figure the page gives here; it has \{businessName\}/,
    ],
    [
      "a service named in a case that does not use it",
      (doc) => (entries(doc, "recipients")[2]!.text = "Or by {emailService} again."),
      /recipients\[3 "If sending fails"\]\.text: \{emailService\} is not a figure/,
    ],
    [
      "the notice's date left out",
      (doc) => (doc.updatedText = "This notice changes from time to time."),
      /updatedText: Name \{updated\} \(the day the notice last changed\): the notice must state it/,
    ],
    [
      "the period left out",
      (doc) => (doc.keepText = "We delete an enquiry that leads to no work, sooner if you ask."),
      /keepText: Name \{retention\}/,
    ],
    [
      "a brace without its pair",
      (doc) => (doc.whereIntro = "Our own team, {and the services below."),
      /whereIntro: A brace is left without its pair/,
    ],
  ])("refuse %s, naming the document and the field", async (_, change, message) => {
    await expect(read(changed(change))).rejects.toThrow(message);
  });

  it("take paragraphs and an editor's own lines", async () => {
    const words = await read(
      changed((doc) => {
        doc.intro = "One paragraph.\n\nAnd   a second\none.";
        doc.inShort = ["Only this line."];
        entries(doc, "forms")[0]!.fields = [{ label: "Your name", why: "To greet you." }];
      }),
    );
    expect(words.intro).toEqual(["One paragraph.", "And a second one."]);
    expect(words.inShort).toEqual(["Only this line."]);
    expect(words.forms[0]!.fields).toEqual([{ label: "Your name", why: "To greet you." }]);
  });
});

/** A Studio field's validation, as Sanity runs it: its custom function, given the value. */
function studioCheck(fields: unknown, path: readonly string[]) {
  let field: { name: string; validation?: unknown; of?: unknown[]; fields?: unknown } | undefined;
  let list = fields as (typeof field)[];
  for (const name of path) {
    field = list.find((each) => each!.name === name);
    list = (field?.fields ?? (field?.of?.[0] as { fields?: unknown })?.fields ?? []) as typeof list;
  }
  let custom: ((value: unknown, context: { parent?: unknown }) => unknown) | undefined;
  const rule = {
    custom: (fn: typeof custom) => ((custom = fn), rule),
    required: () => rule,
  };
  (field!.validation as (r: typeof rule) => unknown)(rule);
  return (value: unknown, parent?: unknown) => custom!(value, { parent });
}

describe("the privacy page's rules, as the Studio runs them", () => {
  it("refuse in the Studio's fields what the build refuses", () => {
    const fields = studioType.fields;
    expect(studioCheck(fields, ["keepText"])("Deleted after {retention}.")).toBe(true);
    expect(studioCheck(fields, ["keepText"])("Deleted after 2 years.")).toMatch(/No periods/);
    expect(studioCheck(fields, ["updatedText"])("Updated now.")).toMatch(/Name \{updated\}/);
    expect(studioCheck(fields, ["heading"])("")).toBe("Required");
    expect(studioCheck(fields, ["rights"])([{ right: "access" }])).toMatch(
      /To correct it, .* missing/,
    );
    const text = studioCheck(fields, ["recipients", "text"]);
    expect(text("Sent by {emailService}.", { recipient: "emailjs" })).toBe(true);
    expect(text("Sent by {emailService}.", { recipient: "own-server" })).toMatch(/not a figure/);
    expect(studioCheck(fields, ["inShort"])([])).toMatch(/Required: at least 1/);
    expect(studioCheck(fields, ["forms", "fields"])([])).toMatch(/Required: at least 1/);
  });

  it("measure a figure at its example's length, and name every figure they offer", () => {
    const headline = `{retention} ${"x".repeat(80 - PRIVACY_FIGURES.retention.example.length - 1)}`;
    expect(privacyTextProblem("headline", headline, ["retention"])).toBeUndefined();
    expect(privacyTextProblem("headline", `${headline}x`, ["retention"])).toMatch(/At most 80/);
    expect(privacyFieldProblem("officerIntro", "{nobody} answers.")).toMatch(
      /\{nobody\} is not a figure the page gives here; it has \{businessName\} \(the business's name\)$/,
    );
    expect(privacyFieldProblem("keepText", "{retention}.\n\nAgain {retention}.")).toMatch(
      /Name \{retention\} once; it is named 2 times/,
    );
    expect(privacyListProblem(PRIVACY_FORMS, undefined, "form")).toMatch(/^Required: The enquiry/);
  });
});
