// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { EARLY_INPUT_SCRIPT, GIVE_UP_MS, PENDING_ATTRIBUTE, replayEarlyInput } from "./early-input";

// Each test installs the script in a fresh document; listeners from earlier tests hold nothing
// because their state object is replaced, and their `ready` flag is set when they are replaced.
function install() {
  window.__earlyInput = undefined;

  new Function(EARLY_INPUT_SCRIPT)();
  return window.__earlyInput!;
}

function click(element: Element) {
  const event = new MouseEvent("click", { bubbles: true, cancelable: true });
  element.dispatchEvent(event);
  return event;
}

describe("input before hydration", () => {
  let previous: Window["__earlyInput"];
  beforeEach(() => {
    previous = window.__earlyInput;
    if (previous) previous.ready = true;
  });
  afterEach(() => {
    if (window.__earlyInput) window.__earlyInput.ready = true;
    document.body.innerHTML = "";
    vi.useRealTimers();
  });

  it("holds a button's click and plays it back once the page has hydrated", () => {
    const state = install();
    document.body.innerHTML = `<button type="button"><span>Load more</span></button>`;
    const button = document.querySelector("button")!;
    const heard = vi.fn();
    button.addEventListener("click", heard);

    const event = click(button.querySelector("span")!);
    expect(event.defaultPrevented).toBe(true);
    expect(heard).not.toHaveBeenCalled();
    expect(state.queue).toHaveLength(1);
    expect(document.documentElement.hasAttribute(PENDING_ATTRIBUTE)).toBe(true);

    replayEarlyInput();
    expect(heard).toHaveBeenCalledTimes(1);
    expect(document.documentElement.hasAttribute(PENDING_ATTRIBUTE)).toBe(false);

    // Hydrated: clicks go straight through.
    click(button);
    expect(heard).toHaveBeenCalledTimes(2);
  });

  it("holds a marked link instead of following it, and leaves other links alone", () => {
    install();
    document.body.innerHTML = `<a data-early href="/media/a.jpg">picture</a><a href="/about">about</a>`;
    const [picture, about] = [...document.querySelectorAll("a")];
    expect(click(picture!).defaultPrevented).toBe(true);
    expect(click(about!).defaultPrevented).toBe(false);
  });

  it("leaves native controls alone: popover buttons, submit buttons, disabled buttons", () => {
    const state = install();
    document.body.innerHTML = `
      <button type="button" popovertarget="menu">Menu</button><div id="menu" popover></div>
      <form><button>Send</button></form>
      <button type="button" disabled>Off</button>`;
    for (const button of document.querySelectorAll("button")) {
      expect(click(button).defaultPrevented).toBe(false);
    }
    // The submit button's click goes through; the submission it starts is what is held.
    expect(state.queue.map(({ type }) => type)).toEqual(["submit"]);
  });

  it("holds a form's submission and submits it again after hydration", () => {
    install();
    document.body.innerHTML = `<form><input name="email" value="a@b.co"><button>Send</button></form>`;
    const form = document.querySelector("form")!;
    const submitted = vi.fn((event: SubmitEvent) => event.preventDefault());
    const early = new SubmitEvent("submit", { bubbles: true, cancelable: true });
    form.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);

    form.addEventListener("submit", submitted);
    replayEarlyInput();
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it("gives up holding when the page never hydrates, so marked links work again", () => {
    vi.useFakeTimers();
    const state = install();
    document.body.innerHTML = `<a data-early href="/media/a.jpg">picture</a>`;
    const link = document.querySelector("a")!;
    expect(click(link).defaultPrevented).toBe(true);
    vi.advanceTimersByTime(GIVE_UP_MS);
    expect(state.ready).toBe(true);
    expect(state.queue).toHaveLength(0);
    expect(click(link).defaultPrevented).toBe(false);
  });
});
