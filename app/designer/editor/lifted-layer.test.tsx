import { renderToString } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { LiftedLayer, moveLifted } from "./lifted-layer.tsx";

/** The windows' places, as the overlay's inline styles give them. */
function windows(html: string): string[] {
  return [...html.matchAll(/class="absolute overflow-hidden" style="([^"]*)"/g)].map(
    (match) => match[1] ?? "",
  );
}

const pieces = {
  faint: <g data-piece="faint" />,
  print: <g data-piece="print" />,
  above: <g data-piece="above" />,
  selection: <g data-piece="selection" />,
};

describe("a lifted layer", () => {
  test("is seen faintly through four bands around the bleed, and printed through the bleed alone", () => {
    const html = renderToString(
      <LiftedLayer
        view={{ x: 0, y: 0, side: 1000 }}
        bleedBox={{ x: 300, y: 200, width: 400, height: 500 }}
        {...pieces}
      />,
    );
    expect(windows(html)).toEqual([
      "left:0%;top:0%;width:100%;height:20%",
      "left:0%;top:70%;width:100%;height:30%",
      "left:0%;top:20%;width:30%;height:50%",
      "left:70%;top:20%;width:30%;height:50%",
      "left:30%;top:20%;width:40%;height:50%",
    ]);
    expect(html.match(/data-piece="faint"/g)).toHaveLength(4);
    // The faint copy, the print and the outline move; what lies above stays put.
    expect(html.match(/data-lifted=""/g)).toHaveLength(6);
    expect(html).toMatch(/<div class="absolute inset-0"><svg[^>]*><g data-piece="above"/);
  });

  test("zoomed in, a band off the canvas is left out and the bleed's window is cut to the canvas", () => {
    // The view shows 500 units from 250: the bleed's left and top edges lie off the canvas.
    const html = renderToString(
      <LiftedLayer
        view={{ x: 400, y: 300, side: 500 }}
        bleedBox={{ x: 300, y: 200, width: 400, height: 500 }}
        {...pieces}
      />,
    );
    expect(windows(html)).toEqual([
      "left:0%;top:80%;width:100%;height:20%",
      "left:60%;top:0%;width:40%;height:80%",
      "left:0%;top:0%;width:60%;height:80%",
    ]);
  });

  test("moves every moving piece by the same screen offset", () => {
    // The pieces as the overlay marks them; no DOM in these tests, only what moveLifted uses.
    const moving = [{ style: { transform: "" } }, { style: { transform: "" } }];
    const container = {
      querySelectorAll: (selector: string) => (selector === "[data-lifted]" ? moving : []),
    } as unknown as Element;
    moveLifted(container, { x: 12.5, y: -4 });
    expect(moving.map((piece) => piece.style.transform)).toEqual([
      "translate(12.5px, -4px)",
      "translate(12.5px, -4px)",
    ]);
  });
});
