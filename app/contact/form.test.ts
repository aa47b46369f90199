import { describe, expect, it } from "vitest";

import { otherInterests, saunaRange, saunaSlugs, type EnquiryTopic } from "~/catalogue/range";
import { FIELD_LIMITS } from "~/contact/limits";

import {
  applyNoteParam,
  applyProductParam,
  emptyForm,
  enquiryText,
  enquiryTopic,
  FORMER_PRODUCT_KEYS,
  formFromFields,
  INTEREST_CHOICES,
  INTEREST_FIELD,
  isTicked,
  LOCATION_REQUIRED,
  LOCATIONS,
  enquirySubject,
  mailtoLink,
  MAX_SAUNAS,
  mergeDraft,
  parseDraft,
  PRODUCT_LABELS,
  SAUNA_CHOICES,
  serializeDraft,
  templateParams,
  toggleInterest,
  toggleLocation,
  toggleSauna,
  topicLabel,
  validate,
  whatsappHref,
  type EnquiryForm,
} from "./form";

/** A topic's name as the form shows it, read from the range rather than repeated here. */
const label = (topic: EnquiryTopic) =>
  saunaRange.find((sauna) => sauna.slug === topic)?.name ??
  otherInterests.find((interest) => interest.topic === topic)!.label;

const filled: EnquiryForm = {
  name: " Thandi Nkosi ",
  email: "thandi@example.com",
  mobile: "+27 82 555 0101",
  message: "We would like a sauna in the garden room.",
  saunas: ["aurora", "kaelis"],
  interests: ["steam-room", "heater"],
  locations: ["Johannesburg", "Other"],
};

/** Every ticked interest of `filled`, as the e-mail carries them: saunas first, as ticked. */
const filledProducts = ["aurora", "kaelis", "steam-room", "heater"]
  .map((topic) => label(topic as EnquiryTopic))
  .join(", ");

describe("the choices", () => {
  it("offers every sauna and every other interest of the range, in its order, by its names", () => {
    expect(SAUNA_CHOICES.map((choice) => choice.topic)).toEqual([...saunaSlugs]);
    expect(SAUNA_CHOICES.map((choice) => choice.label)).toEqual(saunaRange.map((s) => s.name));
    expect(INTEREST_CHOICES).toEqual(otherInterests);
    expect(PRODUCT_LABELS).toEqual([
      ...saunaRange.map((sauna) => sauna.name),
      ...otherInterests.map((interest) => interest.label),
    ]);
    for (const topic of [...saunaSlugs, ...otherInterests.map((i) => i.topic)]) {
      expect(topicLabel(topic)).toBe(label(topic));
    }
  });

  it("names each interest once and without a comma, so the joined list reads back", () => {
    expect(new Set(PRODUCT_LABELS).size).toBe(PRODUCT_LABELS.length);
    for (const name of PRODUCT_LABELS) expect(name).not.toContain(",");
  });

  it("offers the four locations", () => {
    expect(LOCATIONS).toHaveLength(4);
    expect(new Set(LOCATIONS).size).toBe(4);
  });
});

describe("toggleSauna", () => {
  it("ticks up to two saunas, in the order ticked", () => {
    const first = toggleSauna([], "loyly");
    expect(first).toEqual({ selected: ["loyly"], limitReached: false });
    expect(toggleSauna(first.selected, "aurora")).toEqual({
      selected: ["loyly", "aurora"],
      limitReached: false,
    });
    expect(MAX_SAUNAS).toBe(2);
  });

  it("refuses a third tick and says the limit was reached", () => {
    expect(toggleSauna(["aurora", "loyly"], "vakio")).toEqual({
      selected: ["aurora", "loyly"],
      limitReached: true,
    });
  });

  it("unticks a sauna, also at the limit, which makes room for another", () => {
    const unticked = toggleSauna(["aurora", "loyly"], "aurora");
    expect(unticked).toEqual({ selected: ["loyly"], limitReached: false });
    expect(toggleSauna(unticked.selected, "vakio").selected).toEqual(["loyly", "vakio"]);
  });
});

describe("toggleInterest", () => {
  it("ticks any number of the other interests, kept in the form's order", () => {
    const topics = INTEREST_CHOICES.map((choice) => choice.topic);
    const all = [...topics].reverse().reduce(toggleInterest, []);
    expect(all).toEqual(topics);
  });

  it("unticks one and keeps the rest", () => {
    expect(toggleInterest(["steam-room", "ice-bath", "heater"], "ice-bath")).toEqual([
      "steam-room",
      "heater",
    ]);
  });
});

describe("toggleLocation", () => {
  it("ticks and unticks, keeping the options' order", () => {
    const [first, last] = [LOCATIONS[0]!, LOCATIONS.at(-1)!];
    const two = toggleLocation(toggleLocation([], last), first);
    expect(two).toEqual([first, last]);
    expect(toggleLocation(two, first)).toEqual([last]);
  });
});

describe("validate", () => {
  it("requires at least one location", () => {
    expect(validate({ ...filled, locations: [] })).toEqual({
      ok: false,
      field: "locations",
      message: LOCATION_REQUIRED,
    });
  });

  it("requires nothing else: an enquiry with only a location is valid", () => {
    expect(validate({ ...emptyForm, locations: ["Durban"] })).toEqual({ ok: true });
  });
});

describe("templateParams", () => {
  it("gives EmailJS the six params, text trimmed, lists joined by a comma", () => {
    expect(templateParams(filled)).toEqual({
      from_name: "Thandi Nkosi",
      from_email: "thandi@example.com",
      message: "We would like a sauna in the garden room.",
      mobile: "+27 82 555 0101",
      products: filledProducts,
      location: "Johannesburg, Other",
    });
  });

  it("sends no bidi control or other control character, keeping the message's line breaks", () => {
    const params = templateParams({
      ...filled,
      name: "Eve \u202Egnp.exe\u202C Smith\u0007",
      mobile: "\u2066+27 82 555 0101\u2069",
      message: "Line one\u200F\r\nLine two\u001b",
    });
    expect(params.from_name).toBe("Eve gnp.exe Smith");
    expect(params.mobile).toBe("+27 82 555 0101");
    expect(params.message).toBe("Line one\nLine two");
  });

  it("sends no zero-width or other invisible character in a single line", () => {
    const params = templateParams({
      ...filled,
      name: "\u2060Tha\u200Bndi\uFEFF Nko\u00ADsi\u180E\u{E0041}\u{E007F}",
      email: "thandi\u200B@example.com\u200D",
      mobile: "\u200C+27 82 555\u2060 0101",
    });
    expect(params.from_name).toBe("Thandi Nkosi");
    expect(params.from_email).toBe("thandi@example.com");
    expect(params.mobile).toBe("+27 82 555 0101");
  });

  it("keeps a zero-width joiner or non-joiner between two visible characters, where it shapes the text", () => {
    for (const name of [
      // Persian: the non-joiner keeps a word's letters apart.
      "\u0645\u06CC\u200C\u062E\u0648\u0627\u0647\u0645",
      // Devanagari: the joiner after a virama asks for a half form.
      "\u0915\u094D\u200D\u0937",
      // Emoji sequences: a technologist, the rainbow flag (after its variation selector).
      "Thandi \u{1F469}\u200D\u{1F4BB}",
      "\u{1F3F3}\uFE0F\u200D\u{1F308}",
    ]) {
      expect(templateParams({ ...filled, name }).from_name).toBe(name);
    }
    // Beside a space, at either end, or beside another invisible character, it joins nothing.
    const name = "\u200DEve \u200D Smith\u200C a\u200D\u200Db";
    expect(templateParams({ ...filled, name }).from_name).toBe("Eve  Smith ab");
  });

  it("sends a message without zero-width spaces, word joiners or byte order marks, its lines kept", () => {
    const message = "\uFEFFHello\u200B\r\nthere\u2060.\n\u{1F469}\u200D\u{1F4BB}";
    expect(templateParams({ ...filled, message }).message).toBe(
      "Hello\nthere.\n\u{1F469}\u200D\u{1F4BB}",
    );
  });

  it("sends every ticked interest in products: saunas first as ticked, then the others", () => {
    const form: EnquiryForm = {
      ...emptyForm,
      saunas: ["vakio", "aurora"],
      interests: ["ice-bath"],
    };
    expect(templateParams(form).products).toBe(
      [label("vakio"), label("aurora"), label("ice-bath")].join(", "),
    );
    expect(templateParams({ ...emptyForm, interests: ["accessories"] }).products).toBe(
      label("accessories"),
    );
  });

  it("sends empty strings for what the visitor left out", () => {
    expect(templateParams({ ...emptyForm, locations: ["Cape Town"] })).toEqual({
      from_name: "",
      from_email: "",
      message: "",
      mobile: "",
      products: "",
      location: "Cape Town",
    });
  });
});

describe("the alternatives when sending fails", () => {
  it("writes the enquiry as text: the message, then the details given, every interest among them", () => {
    const text = enquiryText(filled);
    const [message, blank, ...details] = text.split("\n");
    expect(message).toBe(filled.message);
    expect(blank).toBe("");
    expect(details).toHaveLength(5);
    for (const value of ["Thandi Nkosi", filled.email, filled.mobile, "Johannesburg, Other"]) {
      expect(details.some((line) => line.endsWith(`: ${value}`))).toBe(true);
    }
    expect(details.some((line) => line.endsWith(`: ${filledProducts}`))).toBe(true);
  });

  it("leaves out what was not given", () => {
    expect(enquiryText({ ...emptyForm, locations: ["Durban"] }).split("\n")).toEqual([
      expect.stringMatching(/: Durban$/),
    ]);
  });

  it("builds a mailto link with a subject and the enquiry in the body", () => {
    const href = mailtoLink("quotes@example.com", enquirySubject(filled), enquiryText(filled));
    const url = new URL(href);
    expect(url.protocol).toBe("mailto:");
    expect(url.pathname).toBe("quotes@example.com");
    expect(href).not.toContain("+");
    const subject = decodeURIComponent(href.match(/subject=([^&]*)/)![1]!);
    expect(subject).toContain("Thandi Nkosi");
    expect(decodeURIComponent(href.match(/body=([^&]*)/)![1]!)).toBe(enquiryText(filled));
    // Without a name the subject still says what it is.
    const anonymous = mailtoLink(
      "a@example.com",
      enquirySubject(emptyForm),
      enquiryText(emptyForm),
    ).match(/subject=([^&]*)/)![1]!;
    expect(decodeURIComponent(anonymous)).not.toBe("");
  });

  it("builds a wa.me link from a displayed international number", () => {
    expect(whatsappHref("+27 82 000 0000")).toBe("https://wa.me/27820000000");
    expect(whatsappHref("+27 82 000 0000", "Hello & welcome")).toBe(
      "https://wa.me/27820000000?text=Hello%20%26%20welcome",
    );
  });
});

describe("enquiryTopic", () => {
  it("reads every topic of the range, whatever its case or spacing", () => {
    for (const topic of [...saunaSlugs, ...otherInterests.map((i) => i.topic)]) {
      expect(enquiryTopic(topic)).toBe(topic);
    }
    expect(enquiryTopic(" Steam-Room ")).toBe("steam-room");
  });

  it("reads the keys that shared links still carry as the topics they now mean", () => {
    expect(enquiryTopic("premium-ice-bath")).toBe("ice-bath");
    expect(enquiryTopic("heaters")).toBe("heater");
    expect(enquiryTopic("aroma-concentrates")).toBe("accessories");
    for (const topic of Object.values(FORMER_PRODUCT_KEYS)) expect(label(topic)).toBeTruthy();
  });

  it("knows nothing else", () => {
    for (const value of ["jacuzzi", "", "   ", null, undefined, "constructor", "__proto__"]) {
      expect(enquiryTopic(value)).toBeUndefined();
    }
  });
});

describe("applyProductParam", () => {
  it("ticks the sauna a link asks about", () => {
    const { form, limitReached } = applyProductParam(emptyForm, "elysium");
    expect(form.saunas).toEqual(["elysium"]);
    expect(form.interests).toEqual([]);
    expect(limitReached).toBe(false);
  });

  it("ticks any other interest a link asks about, former keys included", () => {
    for (const { topic } of otherInterests) {
      const { form } = applyProductParam(emptyForm, topic);
      expect(form.interests).toEqual([topic]);
      expect(form.saunas).toEqual([]);
    }
    expect(applyProductParam(emptyForm, "heaters").form.interests).toEqual(["heater"]);
  });

  it("never writes in the message", () => {
    const mine = { ...emptyForm, message: "My own words" };
    for (const product of ["aurora", "steam-room", "premium-ice-bath"]) {
      expect(applyProductParam(mine, product).form.message).toBe("My own words");
      expect(applyProductParam(emptyForm, product).form.message).toBe("");
    }
  });

  it("ignores unknown or missing values, changing nothing", () => {
    for (const product of ["jacuzzi", null, ""]) {
      expect(applyProductParam(filled, product)).toEqual({ form: filled, limitReached: false });
      expect(applyProductParam(filled, product).form).toBe(filled);
    }
  });

  it("adds to what the visitor chose, and a sauna only if there is room", () => {
    const mine = { ...emptyForm, saunas: ["aurora" as const], interests: ["heater" as const] };
    const withLoyly = applyProductParam(mine, "loyly").form;
    expect(withLoyly.saunas).toEqual(["aurora", "loyly"]);
    expect(withLoyly.interests).toEqual(["heater"]);
    expect(applyProductParam(mine, "ice-bath").form.interests).toEqual(["ice-bath", "heater"]);

    // Two saunas already: the link's sauna cannot push one out, and the page says why.
    const full = applyProductParam(filled, "vakio");
    expect(full.form).toBe(filled);
    expect(full.limitReached).toBe(true);
    // The other interests are not limited by the saunas.
    expect(applyProductParam(filled, "ice-bath").form.interests).toContain("ice-bath");
  });

  it("leaves an interest the visitor ticked themselves as theirs", () => {
    const result = applyProductParam(filled, "steam-room");
    expect(result.form).toBe(filled);
    expect(result.form.prefilled).toBeUndefined();
  });

  it("replaces what an earlier link ticked while the visitor has changed nothing", () => {
    // 'Request Quote' on the ice bath, then 'Contact Us Today' on the steam rooms page.
    const fromIceBath = applyProductParam(emptyForm, "premium-ice-bath").form;
    expect(fromIceBath.interests).toEqual(["ice-bath"]);
    const fromSteamRooms = applyProductParam(fromIceBath, "steam-room").form;
    expect(fromSteamRooms.interests).toEqual(["steam-room"]);
    expect(isTicked(fromSteamRooms, "ice-bath")).toBe(false);

    // From one sauna's page to another's, and from a sauna to another interest.
    const fromAurora = applyProductParam(emptyForm, "aurora").form;
    const fromLoyly = applyProductParam(fromAurora, "loyly").form;
    expect(fromLoyly.saunas).toEqual(["loyly"]);
    expect(applyProductParam(fromLoyly, "diy-kit").form).toMatchObject({
      saunas: [],
      interests: ["diy-kit"],
    });
  });

  it("takes back an earlier link's tick when the next asks about what the visitor chose", () => {
    const mine = { ...emptyForm, saunas: ["kaelis" as const] };
    const fromIceBath = applyProductParam(mine, "ice-bath").form;
    const result = applyProductParam(fromIceBath, "kaelis").form;
    expect(result.saunas).toEqual(["kaelis"]);
    expect(result.interests).toEqual([]);
    expect(result.prefilled).toBeUndefined();
  });

  it("makes room with an earlier link's sauna, never with the visitor's", () => {
    const mine = { ...emptyForm, saunas: ["kaelis" as const] };
    const fromAurora = applyProductParam(mine, "aurora").form;
    expect(fromAurora.saunas).toEqual(["kaelis", "aurora"]);
    const fromVakio = applyProductParam(fromAurora, "vakio");
    expect(fromVakio.form.saunas).toEqual(["kaelis", "vakio"]);
    expect(fromVakio.limitReached).toBe(false);
  });

  it("changes nothing when the same link is followed again", () => {
    const once = applyProductParam(emptyForm, "steam-room").form;
    expect(applyProductParam(once, "steam-room").form).toBe(once);
    expect(applyProductParam(once, "STEAM-ROOM").form).toBe(once);
  });

  it("keeps an earlier link's tick once the visitor has changed anything", () => {
    const fromIceBath = applyProductParam(emptyForm, "ice-bath").form;
    // What the form does with any change the visitor makes (use-enquiry-form.ts).
    const edited = { ...fromIceBath, name: "Thandi", prefilled: undefined };
    expect(applyProductParam(edited, "steam-room").form.interests).toEqual([
      "steam-room",
      "ice-bath",
    ]);
  });
});

function fields(entries: [string, string][]): FormData {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

describe("applyNoteParam", () => {
  const note = "Room: 2000 × 2000 × 2100 mm\nHeater output: 6.8–9 kW";

  it("writes a link's note into an empty message, as the link's suggestion", () => {
    expect(applyNoteParam(emptyForm, note)).toMatchObject({ message: note, noted: note });
    expect(applyNoteParam({ ...emptyForm, message: "  \n" }, note).message).toBe(note);
  });

  it("never overwrites the visitor's own words", () => {
    const own = { ...emptyForm, message: "Please call me after five." };
    expect(applyNoteParam(own, note)).toBe(own);
    // A note the visitor has edited is theirs.
    const edited = { ...emptyForm, message: `${note} And a bench light.` };
    expect(applyNoteParam(edited, "Another note")).toBe(edited);
  });

  it("replaces an earlier link's note the visitor left alone, and only that", () => {
    const first = applyNoteParam(emptyForm, note);
    expect(applyNoteParam(first, "A newer sizing")).toMatchObject({
      message: "A newer sizing",
      noted: "A newer sizing",
    });
    // Once the visitor has changed anything, the form forgets it was a suggestion.
    const theirs = { ...first, name: "Thandi", noted: undefined };
    expect(applyNoteParam(theirs, "A newer sizing")).toBe(theirs);
  });

  it("ignores an empty note, trims it, and cuts it to the message's limit", () => {
    expect(applyNoteParam(emptyForm, null)).toBe(emptyForm);
    expect(applyNoteParam(emptyForm, "   ")).toBe(emptyForm);
    expect(applyNoteParam(emptyForm, "  a\r\nb  ").message).toBe("a\nb");
    expect(applyNoteParam(emptyForm, "x".repeat(FIELD_LIMITS.message + 5)).message).toHaveLength(
      FIELD_LIMITS.message,
    );
  });

  it("is kept by the draft only while the message still holds it", () => {
    const suggested = applyNoteParam({ ...emptyForm, locations: ["Cape Town"] }, note);
    expect(parseDraft(serializeDraft(suggested)!)?.noted).toBe(note);
    const edited = { ...suggested, message: "Mine now" };
    expect(parseDraft(serializeDraft(edited)!)?.noted).toBeUndefined();
  });
});

describe("formFromFields", () => {
  it("reads what the visitor typed and ticked into the form's fields, every interest among them", () => {
    const { form, limitReached } = formFromFields(
      fields([
        ["name", "Thandi"],
        ["email", "thandi@example.com"],
        ["mobile", ""],
        ["message", "Hello"],
        [INTEREST_FIELD, label("kaelis")],
        [INTEREST_FIELD, label("heater")],
        [INTEREST_FIELD, label("steam-room")],
        ["location", "Other"],
        ["location", "Johannesburg"],
        ["website", ""],
      ]),
    );
    expect(form).toEqual({
      name: "Thandi",
      email: "thandi@example.com",
      mobile: "",
      message: "Hello",
      saunas: ["kaelis"],
      interests: ["steam-room", "heater"],
      locations: ["Johannesburg", "Other"],
    });
    expect(limitReached).toBe(false);
  });

  it("keeps the first two saunas ticked, says the limit was reached, and drops unknown names", () => {
    const { form, limitReached } = formFromFields(
      fields([
        [INTEREST_FIELD, label("loyly")],
        [INTEREST_FIELD, "Jacuzzi"],
        [INTEREST_FIELD, label("aurora")],
        [INTEREST_FIELD, label("ice-bath")],
        [INTEREST_FIELD, label("vakio")],
        ["location", "Atlantis"],
      ]),
    );
    expect(form.saunas).toEqual(["loyly", "aurora"]);
    expect(form.interests).toEqual(["ice-bath"]);
    expect(form.locations).toEqual([]);
    expect(limitReached).toBe(true);
  });

  it("reads the prerendered form's own checkboxes by their names", () => {
    const every = [...SAUNA_CHOICES.slice(0, 2), ...INTEREST_CHOICES].map(
      (choice): [string, string] => [INTEREST_FIELD, choice.label],
    );
    const { form } = formFromFields(fields(every));
    expect(form.saunas).toEqual(SAUNA_CHOICES.slice(0, 2).map((choice) => choice.topic));
    expect(form.interests).toEqual(INTEREST_CHOICES.map((choice) => choice.topic));
  });
});

describe("mergeDraft", () => {
  it("lets what was typed on the page win, and fills the rest from the draft", () => {
    const typed = { ...emptyForm, email: "new@example.com", interests: ["diy-kit" as const] };
    expect(mergeDraft(typed, filled)).toEqual({
      ...filled,
      email: "new@example.com",
      interests: ["diy-kit"],
    });
    expect(mergeDraft(typed, undefined)).toBe(typed);
    expect(mergeDraft(emptyForm, filled)).toEqual(filled);
  });

  it("keeps the draft's suggested interest a suggestion only if nothing was done on the page", () => {
    const suggested = applyProductParam(emptyForm, "ice-bath").form;
    expect(mergeDraft(emptyForm, suggested).prefilled).toBe("ice-bath");
    const typed = { ...emptyForm, name: "Thandi" };
    const merged = mergeDraft(typed, suggested);
    expect(merged.interests).toEqual(["ice-bath"]);
    expect(merged.prefilled).toBeUndefined();
  });
});

describe("the draft", () => {
  it("round-trips through sessionStorage text, a link's suggestion included", () => {
    expect(parseDraft(serializeDraft(filled)!)).toEqual(filled);
    const suggested = applyProductParam(filled, "ice-bath").form;
    expect(parseDraft(serializeDraft(suggested)!)).toEqual(suggested);
  });

  it("stores nothing for an empty form", () => {
    expect(serializeDraft(emptyForm)).toBeUndefined();
    expect(serializeDraft({ ...emptyForm, name: "   " })).toBeUndefined();
  });

  it("drops malformed or foreign values", () => {
    expect(parseDraft(null)).toBeUndefined();
    expect(parseDraft("not json")).toBeUndefined();
    expect(parseDraft("[1,2]")).toBeUndefined();
    expect(
      parseDraft(
        JSON.stringify({
          name: 42,
          message: "Hello",
          saunas: ["aurora", "jacuzzi", "aurora", "loyly", "vakio"],
          interests: ["hot-tub", "heater", "steam-room", 7],
          locations: ["Durban", "Paris", "Johannesburg"],
          // Not ticked, so not a suggestion to take back.
          prefilled: "ice-bath",
        }),
      ),
    ).toEqual({
      ...emptyForm,
      message: "Hello",
      saunas: ["aurora", "loyly"],
      interests: ["steam-room", "heater"],
      locations: ["Johannesburg", "Durban"],
    });
  });

  it("cuts each field of a longer draft to what the field holds, rather than have it refused on sending", () => {
    const long = { name: "n".repeat(300), email: "e".repeat(300), mobile: "1".repeat(80) };
    const draft = parseDraft(
      JSON.stringify({ ...long, message: "m".repeat(6_000), locations: ["Other"] }),
    )!;
    expect(draft.name).toBe("n".repeat(200));
    expect(draft.email).toBe("e".repeat(254));
    expect(draft.mobile).toBe("1".repeat(50));
    expect(draft.message).toBe("m".repeat(5_000));
  });

  it("restores the saunas of a draft kept before the form offered the whole range", () => {
    const earlier = { selectedProducts: [label("loyly"), label("aurora")], locations: ["Other"] };
    expect(parseDraft(JSON.stringify(earlier))).toEqual({
      ...emptyForm,
      saunas: ["loyly", "aurora"],
      locations: ["Other"],
    });
  });
});
