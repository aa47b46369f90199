import emailjs, { EmailJSResponseStatus } from "@emailjs/browser";
import { afterEach, describe, expect, it, vi } from "vitest";

import { describeFailure, emailJsIds, SEND_TIMEOUT_MS, sendEnquiry, TIMED_OUT } from "./emailjs";
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

describe("sendEnquiry", () => {
  const params = {
    from_name: "Thandi",
    from_email: "",
    message: "",
    mobile: "",
    products: "",
    location: "Durban",
  };

  afterEach(() => {
    vi.useRealTimers();
  });

  it("gives up on a send that has not answered within its time, as a failure", async () => {
    vi.useFakeTimers();
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(emailjs, "send").mockReturnValue(new Promise(() => {}));
    let result: Awaited<ReturnType<typeof sendEnquiry>> | undefined;
    void sendEnquiry(params).then((value) => (result = value));
    await vi.advanceTimersByTimeAsync(SEND_TIMEOUT_MS - 1);
    expect(result).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(result).toEqual({ ok: false, error: TIMED_OUT });
    expect(logged).toHaveBeenCalledWith("Enquiry could not be sent (0 Timed out)");
  });

  it("reports a send that answers in time as it answered", async () => {
    vi.spyOn(emailjs, "send").mockResolvedValue(new EmailJSResponseStatus(200, "OK"));
    expect(await sendEnquiry(params)).toEqual({ ok: true });
  });
});
