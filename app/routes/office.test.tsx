// @vitest-environment jsdom
/**
 * A showroom's page with the business's photograph of it from the content studio: the photograph
 * opens the page with its own words and caption, in place of the visualisation and its note.
 */
import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";

import { paths } from "~/routing/paths";

const PHOTOGRAPHS_MODULE = "~/images/library/studio-photographs";

afterEach(() => {
  vi.doUnmock(PHOTOGRAPHS_MODULE);
  vi.resetModules();
});

async function showroomWith(photographs: object[]) {
  vi.resetModules();
  vi.doMock(PHOTOGRAPHS_MODULE, () => ({ studioPhotographs: photographs }));
  const { default: Office, loader } = await import("./office");
  const Stub = createRoutesStub([
    {
      path: paths.office("cape-town"),
      Component: Office,
      loader: ({ request }) => loader({ request } as Parameters<typeof loader>[0]),
    },
  ]);
  render(<Stub initialEntries={[paths.office("cape-town")]} />);
}

// Each test loads the page's or the content's modules afresh: seconds on a busy machine.
describe("a showroom's page", { timeout: 30_000 }, () => {
  it("opens with the showroom's own photograph, its words and its caption", async () => {
    await showroomWith([
      {
        list: "offices",
        key: "cape-town",
        id: "offices/photographs/cape-town/abc",
        image: {
          path: "/media/offices-photographs-cape-town-abc.1",
          widths: [480],
          width: 480,
          height: 600,
          placeholder: "data:image/webp;base64,",
          photograph: true,
        },
        alt: "The front room of the Cape Town showroom, two cabins lit",
        caption: "Our Kloof Street showroom",
      },
    ]);
    const figure = (
      await screen.findByRole("img", {
        name: "The front room of the Cape Town showroom, two cabins lit",
      })
    ).closest("figure")!;
    expect(figure).toHaveTextContent("Our Kloof Street showroom");
    expect(figure).not.toHaveTextContent(/visualisation/);
  });

  it("says its picture is a visualisation until there is a photograph", async () => {
    await showroomWith([]);
    expect(
      await screen.findByText(/A visualisation of a cabin like those on show/),
    ).toBeInTheDocument();
  });
});
