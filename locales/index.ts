import type { Resource } from "i18next";
import enApi from "./en/api.ts";
import enCatalogue from "./en/catalogue.ts";
import enProduct from "./en/product.ts";
import enCommon from "./en/common.ts";
import enAuth from "./en/auth.ts";
import enDesign from "./en/design.ts";
import enPayment from "./en/payment.ts";
import enAddress from "./en/address.ts";
import enOrder from "./en/order.ts";
import enFiles from "./en/files.ts";
import enMail from "./en/mail.ts";
import enPages from "./en/pages.ts";
import enHome from "./en/home.ts";
import enAdmin from "./en/admin.ts";
import enTemplates from "./en/templates.ts";
import enFulfilment from "./en/fulfilment.ts";
import enCatalogueAdmin from "./en/catalogueAdmin.ts";
import enNotifications from "./en/notifications.ts";
import enNotificationSettings from "./en/notificationSettings.ts";
import enCollections from "./en/collections.ts";
import enArt from "./en/art.ts";
import frApi from "./fr/api.ts";
import frCatalogue from "./fr/catalogue.ts";
import frProduct from "./fr/product.ts";
import frCommon from "./fr/common.ts";
import frAuth from "./fr/auth.ts";
import frDesign from "./fr/design.ts";
import frPayment from "./fr/payment.ts";
import frAddress from "./fr/address.ts";
import frOrder from "./fr/order.ts";
import frFiles from "./fr/files.ts";
import frMail from "./fr/mail.ts";
import frPages from "./fr/pages.ts";
import frHome from "./fr/home.ts";
import frAdmin from "./fr/admin.ts";
import frTemplates from "./fr/templates.ts";
import frFulfilment from "./fr/fulfilment.ts";
import frCatalogueAdmin from "./fr/catalogueAdmin.ts";
import frNotifications from "./fr/notifications.ts";
import frNotificationSettings from "./fr/notificationSettings.ts";
import frCollections from "./fr/collections.ts";
import frArt from "./fr/art.ts";

/** Every message of the shop, by locale then namespace. The server loads them all. */
export const resources = {
  en: {
    common: enCommon,
    auth: enAuth,
    pages: enPages,
    home: enHome,
    catalogue: enCatalogue,
    product: enProduct,
    files: enFiles,
    design: enDesign,
    payment: enPayment,
    address: enAddress,
    order: enOrder,
    api: enApi,
    mail: enMail,
    admin: enAdmin,
    templates: enTemplates,
    fulfilment: enFulfilment,
    catalogueAdmin: enCatalogueAdmin,
    notifications: enNotifications,
    notificationSettings: enNotificationSettings,
    collections: enCollections,
    art: enArt,
  },
  fr: {
    common: frCommon,
    auth: frAuth,
    pages: frPages,
    home: frHome,
    catalogue: frCatalogue,
    product: frProduct,
    files: frFiles,
    design: frDesign,
    payment: frPayment,
    address: frAddress,
    order: frOrder,
    api: frApi,
    mail: frMail,
    admin: frAdmin,
    templates: frTemplates,
    fulfilment: frFulfilment,
    catalogueAdmin: frCatalogueAdmin,
    notifications: frNotifications,
    notificationSettings: frNotificationSettings,
    collections: frCollections,
    art: frArt,
  },
} satisfies Resource;

export { defaultNamespace, namespaces } from "./namespaces.ts";
