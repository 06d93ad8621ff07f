import type { SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { IntentButton } from "#app/components/admin-form.tsx";
import { FormTextarea } from "#app/components/form-field.tsx";
import { MessageList, SentFile, type ConversationMessage } from "#app/components/order-conversation.tsx";
import { artworkLayerValue, operatorMessageFormSchema } from "#core/schemas/fulfilment.ts";
import { useLocale, useT } from "#app/utils/i18n.tsx";
import { locales, localizePath } from "#core/locales.ts";
import { useValidatedForm } from "#app/hooks/use-validated-form.ts";

/** An image layer of the order's designs that a sent file may replace. */
export type ReplaceableLayer = {
  designId: string;
  item: number;
  area: string;
  areaLabel: string;
  layerId: string;
  fileName: string | null;
};

/**
 * The back-office's conversation with the customer about an order: the messages, each file the
 * customer sent (seen, downloaded, and printed in place of one of the order's images while the
 * order may still change), and the operator's own message (plain posts).
 */
export function OperatorMessages({
  sn,
  messages,
  layers,
  canChangePrint,
  lastResult,
}: {
  sn: string;
  messages: (ConversationMessage & { authorEmail: string | null })[];
  layers: ReplaceableLayer[];
  canChangePrint: boolean;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const t = useT("fulfilment");
  const locale = useLocale();
  const number = new Intl.NumberFormat(locales[locale].tag);
  const { form, fields, onInput } = useValidatedForm(operatorMessageFormSchema, {
    id: "order-message",
    lastResult,
  });
  return (
    <section aria-labelledby="order-messages-title" id="order-messages">
      <h2 id="order-messages-title" className="text-xl font-semibold">
        {t("messages.title")}
      </h2>
      {messages.length === 0 ? (
        <p className="mt-2 text-sm text-ink-muted">{t("messages.none")}</p>
      ) : (
        <MessageList
          messages={messages}
          customerTone="secondary"
          author={(message) =>
            message.author === "customer"
              ? t("messages.customer")
              : message.authorEmail
                ? t("messages.operator", { email: message.authorEmail })
                : t("messages.operatorUnknown")
          }
          renderFile={(message) => {
            const href = localizePath(`/admin/orders/${sn}/files/${message.file.id}`, locale);
            return (
              <SentFile
                file={message.file}
                href={href}
                label={t("messages.file", { name: message.file.name })}
                alt={t("messages.fileAlt", { name: message.file.name })}
                processing={t("messages.fileProcessing")}
                failed={t("messages.fileFailed")}
              >
                {message.file.status === "ready" ? (
                  <>
                    {message.file.width && message.file.height ? (
                      <p className="text-ink-muted">
                        {t("messages.filePixels", {
                          width: number.format(message.file.width),
                          height: number.format(message.file.height),
                        })}
                      </p>
                    ) : null}
                    <a href={`${href}?download`} className="btn-quiet -ms-2" download>
                      {t("messages.fileDownload")}
                    </a>
                    {message.author === "customer" && canChangePrint ? (
                      <UseFileForm messageId={message.id} layers={layers} />
                    ) : null}
                  </>
                ) : null}
              </SentFile>
            );
          }}
        />
      )}
      {/* A new message remounts the form, so the message just sent does not stay in the box. */}
      <Form
        key={messages.length}
        method="post"
        id={form.id}
        onSubmit={form.onSubmit}
        onInput={onInput}
        noValidate
        className="mt-4 space-y-3"
      >
        <input type="hidden" name="intent" value="message" />
        <FormTextarea
          label={t("messages.write")}
          field={fields.body}
          messages="fulfilment"
          maxLength={2000}
          required
        />
        <IntentButton intent="message" className="btn-secondary">
          {t("messages.send")}
        </IntentButton>
      </Form>
    </section>
  );
}

/** Prints a sent file in place of one of the order's images (the operator picks which). */
function UseFileForm({ messageId, layers }: { messageId: number; layers: ReplaceableLayer[] }) {
  const t = useT("fulfilment");
  if (layers.length === 0) return <p className="text-ink-muted">{t("messages.useFileNone")}</p>;
  const selectId = `use-file-${messageId}`;
  return (
    <Form method="post" className="mt-2 space-y-2 rounded-md border border-line p-3">
      <input type="hidden" name="message" value={messageId} />
      <label htmlFor={selectId} className="block font-medium">
        {t("messages.useFile")}
      </label>
      <select
        id={selectId}
        name="layer"
        className="w-full rounded-md border border-line bg-surface px-2 py-1.5 text-sm text-ink"
        aria-describedby={`${selectId}-help`}
      >
        {layers.map((layer) => (
          <option key={artworkLayerValue(layer)} value={artworkLayerValue(layer)}>
            {t("messages.useFileLayer", {
              item: layer.item,
              area: layer.areaLabel,
              file: layer.fileName ?? t("messages.useFileUnnamed"),
            })}
          </option>
        ))}
      </select>
      <p id={`${selectId}-help`} className="text-ink-muted">
        {t("messages.useFileHelp")}
      </p>
      <IntentButton intent="useFile" pendingWhen={{ message: String(messageId) }} className="btn">
        {t("messages.useFileButton")}
      </IntentButton>
    </Form>
  );
}
