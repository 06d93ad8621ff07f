import { renderToString } from "react-dom/server";
import { createRoutesStub, UNSAFE_ErrorResponseImpl as ErrorResponse } from "react-router";
import { describe, expect, test } from "vitest";
import { MessageSourceProvider } from "#app/utils/i18n.tsx";
import { serverMessages } from "#app/edge/messages.server.ts";
import { ErrorBoundary } from "./root.tsx";

async function renderErrorPage(error: unknown, language: "en" | "fr" = "en") {
  // ErrorBoundary is rendered as a page of its own: React does not run error boundaries on the
  // server, and here we look at what the page says, not at how React Router gets there.
  const Stub = createRoutesStub([
    { path: "/*", Component: () => <ErrorBoundary error={error} params={{}} loaderData={undefined} /> },
  ]);
  return renderToString(
    <MessageSourceProvider value={serverMessages(language)}>
      <Stub initialEntries={["/somewhere"]} />
    </MessageSourceProvider>,
  );
}

describe("the error page", () => {
  test("an unexpected error shows 500, a generic title and no internal detail", async () => {
    const html = await renderErrorPage(new Error("database password is hunter2"));
    expect(html).toContain("Internal Server Error");
    expect(html).toContain("500");
    expect(html).toContain("Something went wrong on our side.");
    expect(html).not.toContain("hunter2");
  });

  test("it is shown in the page's language", async () => {
    const html = await renderErrorPage(new Error("boom"), "fr");
    expect(html).toContain("Erreur interne du serveur");
  });

  test("a 404 names the missing path", async () => {
    const html = await renderErrorPage(new ErrorResponse(404, "Not Found", { path: "/nope" }));
    expect(html).toContain("Page Not Found");
    expect(html).toContain("Page not found: /nope");
  });

  test("another client error shows its status", async () => {
    const html = await renderErrorPage(new ErrorResponse(405, "Method Not Allowed", null));
    expect(html).toContain("Error 405");
  });
});
