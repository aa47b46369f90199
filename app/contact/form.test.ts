import { describe, expect, it } from "vitest";

import {
  applyProductParam,
  emptyForm,
  enquiryText,
  formFromFields,
  LOCATION_REQUIRED,
  LOCATIONS,
  mailtoHref,
  mergeDraft,
  parseDraft,
  SAUNA_CHOICES,
  serializeDraft,
  templateParams,
  toggleLocation,
  toggleSauna,
  validate,
  whatsappHref,
  type EnquiryForm,
} from "./form";

const filled: EnquiryForm = {
  name: " Thandi Nkosi ",
  email: "thandi@example.com",
  mobile: "+27 82 555 0101",
  message: "We would like a sauna in the garden room.",
  selectedProducts: ["Aurora", "Kaelis"],
  locations: ["Johannesburg", "Other"],
};

describe("the choices", () => {
  it("offers the five sauna collections and the four locations", () => {
    expect(SAUNA_CHOICES.map((choice) => choice.name).sort()).toEqual([
      "Aurora",
      "Elysium",
      "Kaelis",
      "Loyly",
      "Vakio",
    ]);
    expect(LOCATIONS).toEqual(["Johannesburg", "Cape Town", "Durban", "Other"]);
  });
});

describe("toggleSauna", () => {
  it("ticks up to two saunas", () => {
    const first = toggleSauna([], "Aurora");
    expect(first).toEqual({ selected: ["Aurora"], limitReached: false });
    expect(toggleSauna(first.selected, "Loyly")).toEqual({
      selected: ["Aurora", "Loyly"],
      limitReached: false,
    });
  });

  it("ignores a third tick and says the limit was reached", () => {
    expect(toggleSauna(["Aurora", "Loyly"], "Vakio")).toEqual({
      selected: ["Aurora", "Loyly"],
      limitReached: true,
    });
  });

  it("unticks a sauna, also at the limit, which makes room for another", () => {
    const unticked = toggleSauna(["Aurora", "Loyly"], "Aurora");
    expect(unticked).toEqual({ selected: ["Loyly"], limitReached: false });
    expect(toggleSauna(unticked.selected, "Vakio").selected).toEqual(["Loyly", "Vakio"]);
  });
});

describe("toggleLocation", () => {
  it("ticks and unticks, keeping the options' order", () => {
    const two = toggleLocation(toggleLocation([], "Other"), "Johannesburg");
    expect(two).toEqual(["Johannesburg", "Other"]);
    expect(toggleLocation(two, "Johannesburg")).toEqual(["Other"]);
  });
});

describe("validate", () => {
  it("requires at least one location", () => {
    expect(validate({ ...filled, locations: [] })).toEqual({
      ok: false,
      field: "locations",
      message: LOCATION_REQUIRED,
    });
    expect(LOCATION_REQUIRED).toBe("Please select at least one location");
  });

  it("requires nothing else: an enquiry with only a location is valid", () => {
    expect(validate({ ...emptyForm, locations: ["Durban"] })).toEqual({ ok: true });
  });
});

describe("templateParams", () => {
  it("gives EmailJS the six params, lists joined by a comma", () => {
    expect(templateParams(filled)).toEqual({
      from_name: "Thandi Nkosi",
      from_email: "thandi@example.com",
      message: "We would like a sauna in the garden room.",
      mobile: "+27 82 555 0101",
      products: "Aurora, Kaelis",
      location: "Johannesburg, Other",
    });
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
  it("writes the enquiry as text: the message, then the details given", () => {
    expect(enquiryText(filled)).toBe(
      [
        "We would like a sauna in the garden room.",
        "",
        "Name: Thandi Nkosi",
        "E-mail: thandi@example.com",
        "Mobile: +27 82 555 0101",
        "Saunas of interest: Aurora, Kaelis",
        "Location: Johannesburg, Other",
      ].join("\n"),
    );
    expect(enquiryText({ ...emptyForm, locations: ["Durban"] })).toBe("Location: Durban");
  });

  it("builds a mailto link with a subject and the enquiry in the body", () => {
    const href = mailtoHref("quotes@example.com", filled);
    const url = new URL(href);
    expect(url.protocol).toBe("mailto:");
    expect(url.pathname).toBe("quotes@example.com");
    expect(href).not.toContain("+");
    expect(decodeURIComponent(href.match(/subject=([^&]*)/)![1]!)).toBe(
      "Enquiry from Thandi Nkosi",
    );
    expect(decodeURIComponent(href.match(/body=([^&]*)/)![1]!)).toBe(enquiryText(filled));
    expect(mailtoHref("a@example.com", emptyForm)).toContain(
      `subject=${encodeURIComponent("Enquiry from the website")}`,
    );
  });

  it("builds a wa.me link from a displayed international number", () => {
    expect(whatsappHref("+27 82 000 0000")).toBe("https://wa.me/27820000000");
    expect(whatsappHref("+27 82 000 0000", "Hello & welcome")).toBe(
      "https://wa.me/27820000000?text=Hello%20%26%20welcome",
    );
  });
});

describe("applyProductParam", () => {
  it("ticks the sauna a product page asked about", () => {
    expect(applyProductParam(emptyForm, "elysium").selectedProducts).toEqual(["Elysium"]);
  });

  it("starts the message with a line about a product that cannot be ticked", () => {
    for (const product of [
      "premium-ice-bath",
      "steam-room",
      "diy-kit",
      "accessories",
      "aroma-concentrates",
      "heaters",
    ]) {
      const form = applyProductParam(emptyForm, product);
      expect(form.message, product).toMatch(/^I'm interested in .+\.\n\n$/);
      expect(form.selectedProducts).toEqual([]);
    }
  });

  it("ignores unknown or missing values", () => {
    expect(applyProductParam(emptyForm, "jacuzzi")).toBe(emptyForm);
    expect(applyProductParam(emptyForm, null)).toBe(emptyForm);
    expect(applyProductParam(emptyForm, "")).toBe(emptyForm);
  });

  it("never overrides a draft: adds a sauna only if there is room, a line only to no message", () => {
    const draft = { ...emptyForm, selectedProducts: ["Aurora"], message: "My own words" };
    expect(applyProductParam(draft, "loyly").selectedProducts).toEqual(["Aurora", "Loyly"]);
    expect(applyProductParam(draft, "aurora")).toBe(draft);
    expect(applyProductParam(filled, "vakio")).toBe(filled);
    expect(applyProductParam(draft, "steam-room")).toBe(draft);
  });

  it("replaces a line an earlier product wrote, while the visitor has not edited it", () => {
    const fromIceBath = applyProductParam(emptyForm, "premium-ice-bath");
    const fromSteamRooms = applyProductParam(fromIceBath, "steam-room");
    expect(fromSteamRooms.message).toMatch(/steam room/);
    expect(fromSteamRooms.message).not.toMatch(/Ice Bath/);
    // A sauna is a tick, not a line: the stale line goes.
    const fromAurora = applyProductParam(fromIceBath, "aurora");
    expect(fromAurora.message).toBe("");
    expect(fromAurora.selectedProducts).toEqual(["Aurora"]);
  });

  it("keeps an earlier product's line once the visitor has written beside it", () => {
    const fromIceBath = applyProductParam(emptyForm, "premium-ice-bath");
    const edited = { ...fromIceBath, message: `${fromIceBath.message}Can it stand outside?` };
    expect(applyProductParam(edited, "steam-room")).toBe(edited);
    expect(applyProductParam(edited, "aurora").message).toBe(edited.message);
  });
});

function fields(entries: [string, string][]): FormData {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

describe("formFromFields", () => {
  it("reads what the visitor typed and ticked into the form's fields", () => {
    const { form, limitReached } = formFromFields(
      fields([
        ["name", "Thandi"],
        ["email", "thandi@example.com"],
        ["mobile", ""],
        ["message", "Hello"],
        ["products", "Kaelis"],
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
      selectedProducts: ["Kaelis"],
      locations: ["Johannesburg", "Other"],
    });
    expect(limitReached).toBe(false);
  });

  it("keeps the first two saunas ticked, says the limit was reached, and drops unknown names", () => {
    const { form, limitReached } = formFromFields(
      fields([
        ["products", "Loyly"],
        ["products", "Jacuzzi"],
        ["products", "Aurora"],
        ["products", "Vakio"],
        ["location", "Atlantis"],
      ]),
    );
    expect(form.selectedProducts).toEqual(["Loyly", "Aurora"]);
    expect(form.locations).toEqual([]);
    expect(limitReached).toBe(true);
  });
});

describe("mergeDraft", () => {
  it("lets what was typed on the page win, and fills the rest from the draft", () => {
    const typed = { ...emptyForm, email: "new@example.com", locations: ["Cape Town"] };
    expect(mergeDraft(typed, filled)).toEqual({
      ...filled,
      email: "new@example.com",
      locations: ["Cape Town"],
    });
    expect(mergeDraft(typed, undefined)).toBe(typed);
    expect(mergeDraft(emptyForm, filled)).toEqual(filled);
  });
});

describe("the draft", () => {
  it("round-trips through sessionStorage text", () => {
    expect(parseDraft(serializeDraft(filled)!)).toEqual(filled);
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
          selectedProducts: ["Aurora", "Jacuzzi", "Aurora", "Loyly", "Vakio"],
          locations: ["Durban", "Paris", "Johannesburg"],
        }),
      ),
    ).toEqual({
      ...emptyForm,
      message: "Hello",
      selectedProducts: ["Aurora", "Loyly"],
      locations: ["Johannesburg", "Durban"],
    });
  });
});
