import type en from "../en/api.ts";
import type { Messages } from "../types.ts";

export default {
  invalidJson: "Le corps de la requête n’est pas du JSON valide.",
  unsupportedMediaType: "Envoyez le corps de la requête en JSON (Content-Type: application/json).",
  payloadTooLarge: "Le corps de la requête est trop volumineux ({{limit}} octets au maximum).",
  methodNotAllowed: "Ce point d’accès n’accepte pas les requêtes {{method}} ; utilisez {{allowed}}.",
  invalidInput: "Requête invalide : vérifiez {{fields}}.",
  unstorableText:
    "Requête invalide : {{fields}} contient un caractère qui ne peut pas être enregistré (un octet NUL ou une moitié de paire de substitution UTF-16).",
  wholeBody: "le corps de la requête",
  notFound: "Il n’y a pas de point d’accès d’API à l’adresse {{path}}.",
  currencyNotAvailable: "La devise {{currency}} n’est pas disponible.",
  productNotFound: "Aucun produit n’a l’identifiant {{id}}.",
  catalogueNotFound: "Le catalogue n’a pas de catégorie ou de sous-catégorie {{path}}.",
  crossOriginRefused: "Les requêtes envoyées par un navigateur depuis un autre site sont refusées.",
  signInRequired: "Il faut être connecté : connectez-vous et envoyez le jeton de session.",
  orderNotFound: "Il n’y a pas de commande {{sn}}.",
  alwaysMailed:
    "{{types}} : les reçus et les alertes de sécurité sont toujours envoyés par e-mail et ne peuvent pas être désactivés.",
  serverError: "Un problème est survenu de notre côté. Veuillez réessayer dans un instant.",
} satisfies Messages<typeof en>;
