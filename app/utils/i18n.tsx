/**
 * How components get their words. The messages are plain objects (locales/<lang>/<namespace>.ts);
 * a page renders with one translator per locale and namespace, made once and shared by every
 * request and render (translating is a lookup and, for texts with values, an interpolation).
 * The server has every message; the browser fetches a namespace of one language when a page first
 * needs it (its own chunk), so a page ships only the words it uses. Server-only texts (toasts, mail,
 * API messages) go through i18next (remix-i18next's per-request instance), which reads the same
 * files and follows the same rules: `{{name}}` values, `_one`/`_other` plurals by `count`.
 */
import {
  cloneElement,
  createContext,
  Fragment,
  isValidElement,
  use,
  useContext,
  type ReactElement,
  type ReactNode,
} from "react";
import type enCatalogue from "#locales/en/catalogue.ts";
import type enProduct from "#locales/en/product.ts";
import type enCommon from "#locales/en/common.ts";
import type enAuth from "#locales/en/auth.ts";
import type enAddress from "#locales/en/address.ts";
import type enDesign from "#locales/en/design.ts";
import type enOrder from "#locales/en/order.ts";
import type enPayment from "#locales/en/payment.ts";
import type enFiles from "#locales/en/files.ts";
import type enPages from "#locales/en/pages.ts";
import type enHome from "#locales/en/home.ts";
import type enAdmin from "#locales/en/admin.ts";
import type enTemplates from "#locales/en/templates.ts";
import type enFulfilment from "#locales/en/fulfilment.ts";
import type enCatalogueAdmin from "#locales/en/catalogueAdmin.ts";
import type enNotifications from "#locales/en/notifications.ts";
import type enNotificationSettings from "#locales/en/notificationSettings.ts";
import type enCollections from "#locales/en/collections.ts";
import type enArt from "#locales/en/art.ts";
import type { Namespace } from "#locales/namespaces.ts";
import { useRootData } from "#app/utils/root-data.ts";
import type { Locale } from "#core/locales.ts";

type Resources = {
  common: typeof enCommon;
  auth: typeof enAuth;
  pages: typeof enPages;
  home: typeof enHome;
  catalogue: typeof enCatalogue;
  product: typeof enProduct;
  files: typeof enFiles;
  design: typeof enDesign;
  order: typeof enOrder;
  address: typeof enAddress;
  payment: typeof enPayment;
  admin: typeof enAdmin;
  templates: typeof enTemplates;
  fulfilment: typeof enFulfilment;
  catalogueAdmin: typeof enCatalogueAdmin;
  notifications: typeof enNotifications;
  notificationSettings: typeof enNotificationSettings;
  collections: typeof enCollections;
  art: typeof enArt;
};
export type Messages<N extends Namespace> = Resources[N];

/** `"auth.signIn.title"`: every path to a text in a namespace. */
type Leaves<T, Prefix extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
type PluralSuffix = "zero" | "one" | "two" | "few" | "many" | "other";
type PluralBase<Key> = Key extends `${infer Base}_${PluralSuffix}` ? Base : never;
export type MessageKey<N extends Namespace> = Leaves<Messages<N>> | PluralBase<Leaves<Messages<N>>>;
export type MessageValues = Record<string, string | number>;
export type Translate<N extends Namespace = "common"> = (
  key: MessageKey<N>,
  values?: MessageValues,
) => string;

/** Where a render finds a namespace's messages: at hand, or (in the browser) on their way. */
export type MessageSource = {
  /** The language of the page when nothing better is known (the error page before any data). */
  locale: Locale;
  get<N extends Namespace>(locale: Locale, namespace: N): Messages<N> | Promise<Messages<N>>;
};

const MessageSourceContext = createContext<MessageSource | null>(null);
export const MessageSourceProvider = MessageSourceContext.Provider;

function lookup(messages: object, path: string): unknown {
  let node: unknown = messages;
  for (const part of path.split(".")) {
    if (node === null || typeof node !== "object") return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

const placeholder = /{{\s*(\w+)\s*}}/g;

/**
 * A translator over one namespace's messages: `key` is a dotted path; with a numeric `count`, the
 * plural form of the language is chosen (`key_one`, `key_other`); `{{name}}` takes its value. A
 * missing key reads as the key itself, so it shows instead of vanishing.
 */
export function createTranslator<N extends Namespace>(messages: Messages<N>, locale: Locale): Translate<N> {
  const plurals = new Intl.PluralRules(locale);
  const plain = new Map<string, string>();
  return (key, values) => {
    if (values === undefined) {
      let text = plain.get(key);
      if (text === undefined) {
        const found = lookup(messages, key);
        text = typeof found === "string" ? found : key;
        plain.set(key, text);
      }
      return text;
    }
    let found: unknown;
    if (typeof values.count === "number") {
      found = lookup(messages, `${key}_${plurals.select(values.count)}`) ?? lookup(messages, `${key}_other`);
    }
    found ??= lookup(messages, key);
    if (typeof found !== "string") return key;
    return found.replace(placeholder, (whole, name: string) =>
      Object.hasOwn(values, name) ? String(values[name]) : whole,
    );
  };
}

// One translator per messages object, that is per language and namespace, for the process's life.
const translators = new WeakMap<object, Translate<Namespace>>();
function translatorFor<N extends Namespace>(messages: Messages<N>, locale: Locale): Translate<N> {
  let translate = translators.get(messages) as Translate<N> | undefined;
  if (!translate) {
    translate = createTranslator(messages, locale);
    translators.set(messages, translate as Translate<Namespace>);
  }
  return translate;
}

/** The page's language: the root loader's, else the one the page was served in. */
export function useLocale(): Locale {
  const data = useRootData();
  const source = useContext(MessageSourceContext);
  return data?.locale ?? source?.locale ?? "en";
}

/** A thenable React's `use` reads at once: already fulfilled with `value`. */
type FulfilledThenable<T> = PromiseLike<T> & { status: "fulfilled"; value: T };
const fulfilledThenables = new WeakMap<object, FulfilledThenable<object>>();
function fulfilled<T extends object>(value: T): FulfilledThenable<T> {
  let thenable = fulfilledThenables.get(value) as FulfilledThenable<T> | undefined;
  if (!thenable) {
    thenable = {
      status: "fulfilled",
      value,
      then: (onFulfilled) => Promise.resolve(value).then(onFulfilled),
    } as FulfilledThenable<T>;
    fulfilledThenables.set(value, thenable as FulfilledThenable<object>);
  }
  return thenable;
}

/**
 * The translator of `namespace` in the page's language. In the browser, a namespace not loaded
 * yet suspends the render until it is (React Router's navigations keep the page shown meanwhile).
 * `use` is called whether the messages are loaded or not: when React replays a component that
 * suspended here, the namespace is loaded by then, and a replay that skipped `use` would go on
 * with the wrong hooks (React error 467, "Update hook called on initial render", on the first
 * hook after it).
 */
export function useT<N extends Namespace = "common">(namespace?: N): Translate<N> {
  const source = useContext(MessageSourceContext);
  if (!source) throw new Error("useT needs a MessageSourceProvider (entry.server/entry.client)");
  const locale = useLocale();
  const found = source.get(locale, namespace ?? ("common" as N));
  const messages = use(found instanceof Promise ? found : fulfilled(found));
  return translatorFor(messages, locale);
}

/**
 * Null when `namespaces` are at hand in the page's language; else the promise of them (the
 * browser is fetching them), for a part shown on demand that waits for its words instead of
 * suspending the page around it.
 */
export function useMessagesPending(namespaces: readonly Namespace[]): Promise<unknown> | null {
  const source = useContext(MessageSourceContext);
  const locale = useLocale();
  if (!source) throw new Error("useMessagesPending needs a MessageSourceProvider");
  const pending = namespaces.map((namespace) => source.get(locale, namespace)).filter(isPromise);
  return pending.length === 0 ? null : Promise.all(pending);
}

function isPromise(value: unknown): value is Promise<unknown> {
  return value instanceof Promise;
}

const tag = /<(\w+)>([\s\S]*?)<\/\1>|<(\w+)\s*\/>/g;

/**
 * A translated text with elements in it: `text` marks them as `<name>words</name>` (or `<name/>`)
 * and `components` gives each name its element, which gets the words as its children.
 */
export function Trans({ text, components }: { text: string; components: Record<string, ReactElement> }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(tag)) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    const name = match[1] ?? match[3] ?? "";
    const element = components[name];
    const inner = match[2];
    parts.push(
      isValidElement(element)
        ? cloneElement(element, { key: parts.length }, ...(inner === undefined ? [] : [inner]))
        : (inner ?? ""),
    );
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <Fragment>{parts}</Fragment>;
}

/** What a route module's `handle` says it translates with, besides `common`. */
export type MessagesHandle = { messages?: readonly Namespace[] };

/** The namespaces a page needs: `common`, and those its matched routes' handles name. */
export function namespacesOf(handles: readonly unknown[]): Namespace[] {
  const needed = new Set<Namespace>(["common"]);
  for (const handle of handles) {
    const messages = (handle as MessagesHandle | undefined)?.messages;
    for (const namespace of messages ?? []) needed.add(namespace);
  }
  return [...needed];
}
