import { describe, expect, it } from "vitest";

import { describeError, escapeControl } from "./log";

describe("escapeControl", () => {
  it("writes every control character as a visible escape, keeping other text as it is", () => {
    expect(escapeControl("Eve\nEnquiry from Mallory")).toBe("Eve\\nEnquiry from Mallory");
    expect(escapeControl("\u001b[2J\r\t\u0000\u007f\u009b")).toBe("\\x1b[2J\\r\\t\\x00\\x7f\\x9b");
    expect(escapeControl("a\u2028b")).toBe("a\\u2028b");
    expect(escapeControl("Zoë — Cape Town 🌊")).toBe("Zoë — Cape Town 🌊");
    expect(escapeControl("Eve \u202Egnp.exe\u202C \u2066x\u2069")).toBe(
      "Eve \\u202egnp.exe\\u202c \\u2066x\\u2069",
    );
  });
});

describe("describeError", () => {
  it("gives the code and message, and with the stack its frames, all on one line", () => {
    const error = Object.assign(new Error("too many open files"), { code: "EMFILE" });
    expect(describeError(error)).toBe("Error EMFILE: too many open files");
    const line = describeError(error, { stack: true });
    expect(line).toMatch(/^Error EMFILE: too many open files \(at .+\)$/);
    expect(line).not.toContain("\n");
    expect(describeError("a string")).toBe("a string");
    // Node's own file errors already start with their code.
    const emfile = Object.assign(new Error("EMFILE: too many open files, open 'a.js'"), {
      code: "EMFILE",
    });
    expect(describeError(emfile)).toBe("Error: EMFILE: too many open files, open 'a.js'");
  });
});
