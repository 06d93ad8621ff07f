import { Form } from "react-router";
import { ShieldCheck } from "#app/components/icons.tsx";
import { useT } from "#app/utils/i18n.tsx";
import { SubmitButton } from "./submit-button.tsx";

export function AuthenticationStep({ token }: { token: string }) {
  const t = useT("payment");
  return (
    <div className="mt-6">
      <h2 className="flex items-center gap-2 text-lg font-semibold">
        <ShieldCheck aria-hidden="true" className="size-5 text-secondary-600" />
        {t("testPage.authentication.title")}
      </h2>
      <p className="mt-2">{t("testPage.authentication.explanation")}</p>
      <Form method="post" className="mt-4 flex flex-wrap gap-3">
        <input type="hidden" name="token" value={token} />
        <SubmitButton intent="authorise" label={t("testPage.authentication.authorise")} variant="primary" />
        <SubmitButton
          intent="failAuthentication"
          label={t("testPage.authentication.fail")}
          variant="secondary"
        />
      </Form>
    </div>
  );
}
