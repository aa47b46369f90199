// @vitest-environment jsdom
/**
 * The 3D viewer's page part: the picture and 'View in 3D' until asked; then the viewer (here a
 * stand-in: the real one needs WebGL), or, where the model cannot be drawn, the picture with a
 * message, the plan and a second try where one can help.
 */
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { saunaItem } from "~/catalogue/range-cabins";
import type { ImageSource } from "~/images/image-source";

import type { SceneStageProps } from "./scene-stage";
import { FALLBACK_MESSAGES, SceneViewer } from "./scene-viewer";

/**
 * What the stand-in viewer does once mounted: draw (ready) or give up. With `held`, it waits
 * until the test calls `finish`, so the loading state can be seen however fast the import is.
 */
const stage = vi.hoisted(() => ({
  outcome: "ready" as "ready" | "slow",
  held: false,
  finish: () => {},
}));

vi.mock("./scene-stage", () => ({
  SceneStage: ({ onReady, onFallback, name }: SceneStageProps) => {
    stage.finish = () => (stage.outcome === "ready" ? onReady() : onFallback("slow"));
    if (!stage.held) queueMicrotask(stage.finish);
    return <canvas aria-label={`The ${name}, in 3D`} />;
  },
}));

const image: ImageSource = {
  path: "/media/saunas-aurora-main.0123456789",
  widths: [480, 1024],
  width: 1024,
  height: 768,
  placeholder: "data:image/webp;base64,AAAA",
};

function viewer(planPdf?: string) {
  return render(
    <SceneViewer
      model={saunaItem("aurora").model}
      name="Aurora"
      poster={{ image, alt: "The Aurora" }}
      planPdf={planPdf}
      tourUrl="/tours/aurora"
    />,
  );
}

/** Makes `getContext("webgl2")` answer as a browser with (or without) WebGL would. */
function webgl(available: boolean) {
  vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockImplementation(((type: string) =>
    available && type === "webgl2"
      ? { getExtension: () => null }
      : null) as unknown as typeof HTMLCanvasElement.prototype.getContext);
}

beforeEach(() => {
  stage.outcome = "ready";
  stage.held = false;
  vi.stubGlobal("matchMedia", () => ({ matches: false }));
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("SceneViewer", () => {
  it("shows the picture and 'View in 3D', and no viewer, until asked", () => {
    webgl(true);
    viewer("/plans/aurora-plan.pdf");
    expect(screen.getByRole("img", { name: "The Aurora" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /View in 3D/ })).toBeInTheDocument();
    expect(screen.queryByLabelText(/in 3D$/)).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: /plan drawing/ })).toHaveAttribute(
      "href",
      "/plans/aurora-plan.pdf",
    );
  });

  it("loads the viewer on the click, showing progress until the model is drawn", async () => {
    webgl(true);
    stage.held = true;
    const { container } = viewer();
    await userEvent.click(screen.getByRole("button", { name: /View in 3D/ }));
    expect(await screen.findByLabelText("The Aurora, in 3D")).toBeInTheDocument();
    expect(screen.getByRole("progressbar")).toBeInTheDocument();
    expect(container.querySelector('[data-scene="loading"]')).not.toBeNull();
    act(() => stage.finish());
    await vi.waitFor(() => expect(container.querySelector('[data-scene="open"]')).not.toBeNull());
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /View in 3D/ })).not.toBeInTheDocument();
  });

  it("without WebGL keeps the picture and says why, with the plan and the tour", async () => {
    webgl(false);
    viewer("/plans/aurora-plan.pdf");
    await userEvent.click(screen.getByRole("button", { name: /View in 3D/ }));
    const status = screen.getByRole("status");
    expect(status).toHaveTextContent(FALLBACK_MESSAGES["no-webgl"]);
    expect(screen.getByRole("img", { name: "The Aurora" })).toBeInTheDocument();
    expect(screen.queryByLabelText("The Aurora, in 3D")).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: /plan drawing of the Aurora/ })).toHaveAttribute(
      "href",
      "/plans/aurora-plan.pdf",
    );
    expect(screen.getByRole("link", { name: /360° tour/ })).toHaveAttribute(
      "href",
      "/tours/aurora",
    );
  });

  it("shows the room's 360° tour in the picture's place when it has one and cannot draw", async () => {
    webgl(false);
    render(
      <SceneViewer
        model={saunaItem("aurora").model}
        name="wide family sauna"
        poster={{ image, alt: "Inside the room" }}
        tour={<p>The framed tour</p>}
      />,
    );
    expect(screen.queryByText("The framed tour")).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: /View in 3D/ }));
    expect(screen.getByRole("status")).toHaveTextContent(FALLBACK_MESSAGES["no-webgl"]);
    expect(screen.getByText("The framed tour")).toBeInTheDocument();
    expect(screen.queryByRole("img", { name: "Inside the room" })).not.toBeInTheDocument();
  });

  it("gives way to the picture when the device draws the model too slowly", async () => {
    webgl(true);
    stage.outcome = "slow";
    viewer();
    await userEvent.click(screen.getByRole("button", { name: /View in 3D/ }));
    expect(await screen.findByRole("status")).toHaveTextContent(FALLBACK_MESSAGES.slow);
    expect(screen.queryByLabelText("The Aurora, in 3D")).not.toBeInTheDocument();
    expect(screen.getByRole("img", { name: "The Aurora" })).toBeInTheDocument();
  });

  it("offers to try again after a pause, and draws the model afresh", async () => {
    webgl(true);
    stage.outcome = "slow";
    const { container } = viewer("/plans/aurora-plan.pdf");
    await userEvent.click(screen.getByRole("button", { name: /View in 3D/ }));
    await screen.findByRole("status");
    stage.outcome = "ready";
    await userEvent.click(screen.getByRole("button", { name: /Try again/ }));
    expect(await screen.findByLabelText("The Aurora, in 3D")).toBeInTheDocument();
    expect(container.querySelector('[data-scene="open"]')).not.toBeNull();
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });

  it("offers to try again where the tour stands in for a paused model", async () => {
    webgl(true);
    stage.outcome = "slow";
    render(
      <SceneViewer
        model={saunaItem("aurora").model}
        name="wide family sauna"
        poster={{ image, alt: "Inside the room" }}
        tour={<p>The framed tour</p>}
      />,
    );
    await userEvent.click(screen.getByRole("button", { name: /View in 3D/ }));
    expect(await screen.findByText("The framed tour")).toBeInTheDocument();
    expect(screen.getByRole("status")).toContainElement(
      screen.getByRole("button", { name: /Try again/ }),
    );
  });

  it("offers no second try without WebGL, where it would meet the same browser", async () => {
    webgl(false);
    viewer();
    await userEvent.click(screen.getByRole("button", { name: /View in 3D/ }));
    expect(screen.getByRole("status")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Try again/ })).not.toBeInTheDocument();
  });

  it("says under the picture that it is not the design, until the model is drawn", async () => {
    webgl(true);
    stage.held = true;
    render(
      <SceneViewer
        model={saunaItem("aurora").model}
        name="Aurora"
        poster={{ image, alt: "The Aurora" }}
        posterNote="This picture shows the standard Aurora, not your design."
      />,
    );
    expect(screen.getByText(/not your design/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: /View in 3D/ }));
    await screen.findByLabelText("The Aurora, in 3D");
    act(() => stage.finish());
    expect(screen.queryByText(/not your design/)).not.toBeInTheDocument();
  });
});
