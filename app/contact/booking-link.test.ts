// @vitest-environment node
/**
 * A link to the booking form chooses a kind of visit and a showroom the form offers, and nothing
 * else: what the showrooms' pages link to is what the form takes.
 */
import { describe, expect, it } from "vitest";

import { site } from "~/content/site";
import { bookingHref } from "~/offices/booking-link";
import { paths } from "~/routing/paths";

import { bookingFromLink } from "./booking-link";

const fromHref = (href: string) => bookingFromLink(new URL(href, "https://vaja.test").searchParams);

describe("a link to the booking form", () => {
  it("chooses the showroom and a showroom visit, for every showroom", () => {
    for (const office of site.offices) {
      const href = bookingHref(office.slug);
      expect(new URL(href, "https://vaja.test").pathname).toBe(paths.book);
      expect(fromHref(href)).toEqual({ kind: "showroom-visit", office: office.city });
    }
  });

  it("chooses another kind of visit when it names one", () => {
    expect(fromHref(bookingHref("cape-town", "video-call"))).toEqual({
      kind: "video-call",
      office: "Cape Town",
    });
  });

  it("ignores a kind or a showroom the form does not offer", () => {
    expect(fromHref(`${paths.book}?visit=sauna-party&showroom=durban`)).toEqual({});
    expect(fromHref(`${paths.book}?showroom=Cape%20Town`)).toEqual({});
    expect(fromHref(`${paths.book}?visit=site-survey`)).toEqual({ kind: "site-survey" });
    expect(fromHref(paths.book)).toEqual({});
  });
});
