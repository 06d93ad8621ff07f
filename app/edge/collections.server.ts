import { localizePath, type Locale } from "#core/locales.ts";
import type { CollectionDetail, CollectionTemplate } from "#server/services/collections.ts";

/** The share link's address, or null for a private collection. */
export function shareUrl(origin: string, token: string | null, locale: Locale): string | null {
  return token ? `${origin}${localizePath(`/shared/${token}`, locale)}` : null;
}

function apiTemplate(template: CollectionTemplate) {
  return {
    id: template.id,
    name: template.name,
    productId: template.productId,
    color: template.color,
    position: template.position,
    mockupUrl: template.mockup ? `/design/renders/${template.mockup.renderId}` : null,
  };
}

/** A collection as the API answers it to its owner. */
export function apiCollection(collection: CollectionDetail, origin: string, locale: Locale) {
  return {
    id: collection.id,
    name: collection.name,
    description: collection.description,
    shareUrl: shareUrl(origin, collection.shareToken, locale),
    coverTemplateId: collection.coverTemplateId,
    templates: collection.templates.map(apiTemplate),
    updatedAt: collection.updatedAt,
  };
}
