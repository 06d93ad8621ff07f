import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { expect, test } from "vitest";
import { MessageSourceProvider } from "#app/utils/i18n.tsx";
import { serverMessages } from "#app/edge/messages.server.ts";
import { GOOGLE_BUTTON_HEIGHTS, GoogleSignIn, type GoogleButtonSize } from "./google-sign-in.tsx";

async function renderButton(size?: GoogleButtonSize) {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      Component: () => <GoogleSignIn context="signin" returnTo="/" size={size} />,
    },
  ]);
  return renderToString(
    <MessageSourceProvider value={serverMessages("en")}>
      <Stub
        initialEntries={["/"]}
        hydrationData={{ loaderData: { root: { google: { clientId: "id", button: true } } } }}
      />
    </MessageSourceProvider>,
  );
}

test("the Google button comes in the spec's three heights (40, 32, 20 px), 400 px wide, large by default", async () => {
  expect(GOOGLE_BUTTON_HEIGHTS).toEqual({ large: 40, medium: 32, small: 20 });
  expect(await renderButton()).toContain("height:40px;max-width:400px");
  for (const [size, height] of Object.entries(GOOGLE_BUTTON_HEIGHTS)) {
    const html = await renderButton(size as GoogleButtonSize);
    expect(html).toContain(`height:${height}px;max-width:400px`);
    expect(html).toContain("Continue with Google");
  }
});
