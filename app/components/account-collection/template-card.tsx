import { useT } from "#app/utils/i18n.tsx";
import type { CollectionTemplate } from "#server/services/collections.ts";
import { OneButtonForm, PositionForm, type Reply } from "./collection-forms.tsx";

/** A template of the collection: its mockup, and the buttons that move it, make it the cover or remove it. */
export function CollectionTemplateCard({
  template,
  index,
  count,
  isCover,
  positionReply,
}: {
  template: CollectionTemplate;
  index: number;
  count: number;
  isCover: boolean;
  positionReply: Reply;
}) {
  const t = useT("collections");
  return (
    <article
      aria-label={template.name}
      className="flex h-full flex-col overflow-hidden rounded-xl border border-line bg-surface-raised"
    >
      <div className="flex aspect-square items-center justify-center bg-surface">
        {template.mockup ? (
          <img
            src={`/design/renders/${template.mockup.renderId}`}
            alt={template.name}
            loading="lazy"
            className="max-h-full max-w-full object-contain"
          />
        ) : (
          <span className="text-sm text-ink-muted">{t("noMockup")}</span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4 text-sm">
        <h3 className="font-semibold">{template.name}</h3>
        {isCover ? <p className="text-ink-muted">{t("templates.isCover")}</p> : null}
        <div className="flex flex-wrap gap-2">
          {index > 0 ? (
            <OneButtonForm
              intent="move"
              fields={{ templateId: template.id, direction: "up" }}
              label={t("templates.up", { name: template.name })}
            />
          ) : null}
          {index < count - 1 ? (
            <OneButtonForm
              intent="move"
              fields={{ templateId: template.id, direction: "down" }}
              label={t("templates.down", { name: template.name })}
            />
          ) : null}
          {isCover ? null : (
            <OneButtonForm
              intent="cover"
              fields={{ templateId: template.id }}
              label={t("templates.makeCover", { name: template.name })}
            />
          )}
          <OneButtonForm
            intent="remove"
            fields={{ templateId: template.id }}
            label={t("templates.removeOne", { name: template.name })}
          />
        </div>
        {count > 1 ? (
          <PositionForm
            // A new form once the template moved: its field starts at the new place.
            key={`${index}/${count}`}
            template={template}
            position={index + 1}
            count={count}
            reply={positionReply}
          />
        ) : null}
      </div>
    </article>
  );
}
