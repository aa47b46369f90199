import { EmailJSResponseStatus } from "@emailjs/browser";
import { describe, expect, it } from "vitest";

import { describeFailure, emailJsIds } from "./emailjs";
import { EMBEDDED_EMAILJS } from "./embedded";

describe("emailJsIds", () => {
  it("uses the configured account when all three ids are set", () => {
    expect(emailJsIds({ publicKey: "pk", serviceId: "svc", templateId: "tpl" })).toEqual({
      publicKey: "pk",
      serviceId: "svc",
      templateId: "tpl",
      embedded: false,
    });
  });

  it("falls back to the embedded ids otherwise", () => {
    const embedded = { ...EMBEDDED_EMAILJS, embedded: true };
    expect(
      emailJsIds({ publicKey: undefined, serviceId: undefined, templateId: undefined }),
    ).toEqual(embedded);
    expect(emailJsIds({ publicKey: "pk", serviceId: undefined, templateId: "tpl" })).toEqual(
      embedded,
    );
  });
});

describe("describeFailure", () => {
  it("keeps the status and text of an EmailJS response", () => {
    expect(
      describeFailure(new EmailJSResponseStatus(451, "Unavailable For Headless Browser")),
    ).toEqual({ status: 451, text: "Unavailable For Headless Browser" });
    expect(describeFailure({ status: 429, text: "Too Many Requests" })).toEqual({
      status: 429,
      text: "Too Many Requests",
    });
  });

  it("reads a network failure (a raw TypeError from fetch) as status 0", () => {
    expect(describeFailure(new TypeError("Failed to fetch"))).toEqual({
      status: 0,
      text: "Network Error",
    });
  });

  it("keeps the message the SDK throws as a plain string", () => {
    expect(describeFailure("The service ID is required.")).toEqual({
      status: 0,
      text: "The service ID is required.",
    });
  });
});
