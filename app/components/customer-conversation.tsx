import type { SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import { FormSelect, FormTextarea } from "#app/components/form-field.tsx";
import { Loader2 } from "#app/components/icons.tsx";
import { MessageList, SentFile, type ConversationMessage } from "#app/components/order-conversation.tsx";
import { orderReplyFormSchema } from "#core/schemas/fulfilment.ts";
import { fileInputAccept } from "#core/files.ts";
import { useT } from "#app/utils/i18n.tsx";
import { useValidatedForm } from "#app/hooks/use-validated-form.ts";

/**
 * The messages with the shop about an order, and the customer's answer (a plain post). While the
 * order is held, the answer may bring a file: one of the library, or a new upload sent with the
 * form (multipart, so it works without JavaScript too).
 */
export function CustomerConversation({
  messages,
  library,
  lastResult,
}: {
  messages: ConversationMessage[];
  /** The files the answer may bring; null when it brings none (the order is not held). */
  library: { id: string; name: string }[] | null;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const t = useT("order");
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "message";
  const { form, fields, onInput } = useValidatedForm(orderReplyFormSchema, { id: "order-reply", lastResult });
  const refusal = form.errors?.[0];
  return (
    <section id="order-conversation" aria-labelledby="order-conversation-title" className="mt-10">
      <h2 id="order-conversation-title" className="text-xl font-semibold">
        {t("detail.conversation")}
      </h2>
      {messages.length > 0 ? (
        <MessageList
          messages={messages}
          customerTone="primary"
          author={(message) => t(`detail.authors.${message.author}`)}
          renderFile={(message) => (
            <SentFile
              file={message.file}
              href={`/files/${message.file.id}`}
              label={t("detail.sentFile", { name: message.file.name })}
              alt={t("detail.sentFileAlt", { name: message.file.name })}
              processing={t("detail.sentFileProcessing")}
              failed={t("detail.sentFileFailed")}
            />
          )}
        />
      ) : null}
      {/* A new message remounts the form, so the answer just sent does not stay in the box. */}
      <Form
        key={messages.length}
        method="post"
        encType={library ? "multipart/form-data" : undefined}
        id={form.id}
        onSubmit={form.onSubmit}
        onInput={onInput}
        noValidate
        className="mt-4 max-w-2xl space-y-3"
      >
        <input type="hidden" name="intent" value="message" />
        {refusal ? (
          <p role="alert" className="text-error-700 dark:text-error-300">
            {refusal}
          </p>
        ) : null}
        <FormTextarea
          label={t("detail.reply")}
          field={fields.body}
          messages="order"
          maxLength={2000}
          required
        />
        {library ? (
          <fieldset className="space-y-3 rounded-lg border border-line p-3">
            <legend className="px-1 text-sm font-semibold">{t("detail.replyFile")}</legend>
            <p className="text-sm text-ink-muted">{t("detail.replyFileHelp")}</p>
            {library.length > 0 ? (
              <FormSelect
                label={t("detail.replyLibrary")}
                field={fields.fileId}
                messages="order"
                placeholder={t("detail.replyNoFile")}
                options={library.map((file) => ({ value: file.id, label: file.name }))}
              />
            ) : null}
            <div>
              <label htmlFor="order-reply-upload" className="mb-1 block text-sm font-medium">
                {t("detail.replyUpload")}
              </label>
              <input
                id="order-reply-upload"
                type="file"
                name="upload"
                accept={fileInputAccept}
                className="block w-full text-sm file:me-3 file:rounded-md file:border file:border-line file:bg-surface file:px-3 file:py-2 file:text-sm file:font-semibold"
              />
            </div>
          </fieldset>
        ) : null}
        <button type="submit" className="btn disabled:opacity-70" disabled={busy} aria-busy={busy}>
          {busy ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
          {t("detail.replySend")}
        </button>
      </Form>
    </section>
  );
}
