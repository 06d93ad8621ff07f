import type { SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { FormField } from "#app/components/form-field.tsx";
import {
  changeEmailSchema,
  changePasswordSchema,
  deleteAccountSchema,
  profileSchema,
} from "#core/schemas/auth.ts";
import { useT } from "#app/utils/i18n.tsx";
import { useValidatedForm } from "#app/hooks/use-validated-form.ts";
import { SaveButton, Section, useEmptiedAfterSuccess } from "./settings-section.tsx";

/** What the settings page knows of the signed-in account. */
export type AccountProfile = {
  fullName: string;
  email: string;
  hasPassword: boolean;
  emailChangeable: boolean;
};

type LastResult = SubmissionResult<string[]> | undefined;

export function ProfileSection({ profile, lastResult }: { profile: AccountProfile; lastResult: LastResult }) {
  const t = useT("pages");
  const ta = useT("auth");
  const { form, fields, onInput } = useValidatedForm(profileSchema, {
    id: "settings-profile",
    lastResult,
    // The saved name at first; after a refused save, what was typed (the reply's values win).
    defaultValue: { fullName: profile.fullName },
  });
  return (
    <Section id="settings-profile-title" title={t("settings.profile.title")}>
      <Form
        method="post"
        id={form.id}
        onSubmit={form.onSubmit}
        onInput={onInput}
        noValidate
        className="space-y-4"
      >
        <FormField label={ta("fullName")} field={fields.fullName} autoComplete="name" required />
        <SaveButton intent="profile">{t("settings.save")}</SaveButton>
      </Form>
    </Section>
  );
}

export function EmailSection({ profile, lastResult }: { profile: AccountProfile; lastResult: LastResult }) {
  const t = useT("pages");
  const { form, fields, onInput } = useValidatedForm(changeEmailSchema, {
    id: "settings-email",
    lastResult,
  });
  useEmptiedAfterSuccess(form.id, "email");
  return (
    <Section
      id="settings-email-title"
      title={t("settings.email.title")}
      description={t(profile.emailChangeable ? "settings.email.description" : "settings.email.google")}
    >
      <div className={profile.emailChangeable ? "mb-4" : undefined}>
        <p className="mb-1 text-sm font-medium">{t("settings.email.current")}</p>
        <p className="text-sm text-ink-muted">{profile.email}</p>
      </div>
      {profile.emailChangeable ? (
        <Form
          method="post"
          id={form.id}
          onSubmit={form.onSubmit}
          onInput={onInput}
          noValidate
          className="space-y-4"
        >
          <FormField
            label={t("settings.email.newEmail")}
            field={fields.newEmail}
            type="email"
            autoComplete="email"
            required
          />
          <FormField
            label={t("settings.email.password")}
            field={fields.currentPassword}
            type="password"
            autoComplete="current-password"
            required
          />
          <SaveButton intent="email">{t("settings.email.submit")}</SaveButton>
        </Form>
      ) : null}
    </Section>
  );
}

export function PasswordSection({
  profile,
  lastResult,
}: {
  profile: AccountProfile;
  lastResult: LastResult;
}) {
  const t = useT("pages");
  const ta = useT("auth");
  const { form, fields, onInput } = useValidatedForm(changePasswordSchema, {
    id: "settings-password",
    lastResult,
  });
  useEmptiedAfterSuccess(form.id, "password");
  return (
    <Section
      id="settings-password-title"
      title={t("settings.password.title")}
      description={t(profile.hasPassword ? "settings.password.description" : "settings.password.noPassword")}
    >
      <Form
        method="post"
        id={form.id}
        onSubmit={form.onSubmit}
        onInput={onInput}
        noValidate
        className="space-y-4"
      >
        {profile.hasPassword ? (
          <FormField
            label={t("settings.password.current")}
            field={fields.currentPassword}
            type="password"
            autoComplete="current-password"
            required
          />
        ) : null}
        <FormField
          label={ta("reset.newPassword")}
          field={fields.password}
          type="password"
          autoComplete="new-password"
          required
        />
        <FormField
          label={ta("reset.confirmPassword")}
          field={fields.cfmpwd}
          type="password"
          autoComplete="new-password"
          required
        />
        <SaveButton intent="password">{t("settings.password.submit")}</SaveButton>
      </Form>
    </Section>
  );
}

export function DeleteAccountSection({
  profile,
  lastResult,
}: {
  profile: AccountProfile;
  lastResult: LastResult;
}) {
  const t = useT("pages");
  const { form, fields } = useValidatedForm(deleteAccountSchema, {
    id: "settings-delete",
    lastResult,
  });
  return (
    <Section
      id="settings-delete-title"
      title={t("settings.delete.title")}
      description={t("settings.delete.description")}
    >
      <Form method="post" id={form.id} onSubmit={form.onSubmit} noValidate className="space-y-4">
        <FormField
          label={t(profile.hasPassword ? "settings.delete.password" : "settings.delete.email")}
          field={fields.password}
          type={profile.hasPassword ? "password" : "email"}
          autoComplete={profile.hasPassword ? "current-password" : "off"}
          required
        />
        <SaveButton intent="delete" tone="danger">
          {t("settings.delete.submit")}
        </SaveButton>
      </Form>
    </Section>
  );
}
