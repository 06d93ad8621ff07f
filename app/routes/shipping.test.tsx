import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, test } from "vitest";
import { MessageSourceProvider } from "#app/utils/i18n.tsx";
import { serverMessages } from "#app/edge/messages.server.ts";
import type { ShippingRate } from "#server/services/shipping.ts";
import ShippingRoute from "./shipping.tsx";
import type { Route } from "./+types/shipping.ts";

const rates = [
  {
    region: "us",
    standardFirstCents: 499,
    standardAdditionalCents: 200,
    expressFirstCents: 1299,
    expressAdditionalCents: 300,
    standardTransitMin: 3,
    standardTransitMax: 5,
    expressTransitMin: 2,
    expressTransitMax: 3,
  },
  {
    region: "world",
    standardFirstCents: 1499,
    standardAdditionalCents: 500,
    expressFirstCents: null,
    expressAdditionalCents: null,
    standardTransitMin: 10,
    standardTransitMax: 10,
    expressTransitMin: null,
    expressTransitMax: null,
  },
] as const satisfies ShippingRate[];

function renderPage(language: "en" | "fr") {
  const props = { loaderData: { rates } } as unknown as Route.ComponentProps;
  const Stub = createRoutesStub([{ path: "/*", Component: () => <ShippingRoute {...props} /> }]);
  return renderToString(
    <MessageSourceProvider value={serverMessages(language)}>
      <Stub initialEntries={["/shipping"]} />
    </MessageSourceProvider>,
  );
}

/** The delivery-time table's rows as text: region, standard, express. */
function deliveryRows(html: string): string[][] {
  const section = html.slice(html.indexOf('id="delivery-times"'), html.indexOf('id="shipping-rates"'));
  const table = section.slice(section.indexOf("<tbody"));
  return [...table.matchAll(/<tr>([\s\S]*?)<\/tr>/g)]
    .map((row) =>
      [...(row[1] ?? "").matchAll(/<t[hd][^>]*>([\s\S]*?)<\/t[hd]>/g)].map((cell) => cell[1] ?? ""),
    )
    .filter((cells) => cells.length === 3 && !cells[0]?.includes("<"));
}

describe("the shipping page's delivery times", () => {
  test("come from the rates table: transit days, and express where it is offered", () => {
    expect(deliveryRows(renderPage("en"))).toEqual([
      ["United States", "3–5\u00a0business days", "2–3\u00a0business days"],
      ["Rest of the world", "10\u00a0business days", "Not available"],
    ]);
  });

  test("read in French on French pages", () => {
    expect(deliveryRows(renderPage("fr"))).toEqual([
      ["États-Unis", "3\u00a0à\u00a05\u00a0jours ouvrés", "2\u00a0à\u00a03\u00a0jours ouvrés"],
      ["Reste du monde", "10\u00a0jours ouvrés", "Non disponible"],
    ]);
  });
});
