import type en from "../en/common.ts";
import type { Messages } from "../types.ts";

export default {
  skipToContent: "Aller au contenu",
  brandHome: "Accueil {{siteName}}",
  nav: {
    label: "Navigation principale",
    howItWorks: "Comment ça marche",
    creative: "Guide créatif",
    shipping: "Livraison",
    help: "Centre d’aide",
    openMenu: "Ouvrir le menu",
    closeMenu: "Fermer le menu",
  },
  language: {
    label: "Langue",
    switchTo: "English",
    switchToShort: "EN",
    switchToLabel: "View this page in English",
  },
  currency: {
    buttonLabel: "Devise d’affichage : {{code}}. Changer de devise",
    dialogTitle: "Options d’affichage de la devise",
    dialogText:
      "La devise choisie est convertie depuis l’USD au taux de change actuel. Tous les paiements restent traités en USD.",
    legend: "Devises",
    tile: "{{code}} ({{symbol}})",
    confirm: "Confirmer",
    saving: "Enregistrement…",
    close: "Fermer",
    loading: "Chargement des devises…",
    loadFailed: "Impossible de charger les devises. Fermez cette fenêtre et réessayez.",
    failed: "Échec du changement de devise",
    convertedNote:
      "Les prix en {{code}} sont convertis depuis le dollar américain au taux de change du {{date}}. Les paiements sont traités en USD.",
  },
  colorMode: {
    label: "Mode d’affichage",
    light: "Clair",
    dark: "Sombre",
    system: "Système",
    apply: "Appliquer le mode d’affichage",
  },
  account: {
    navLabel: "Votre compte",
    files: "Fichiers",
    orders: "Commandes",
    templates: "Modèles",
    collections: "Collections",
    notifications: "Notifications",
    settings: "Paramètres",
  },
  footer: {
    tagline: "Des produits personnalisés, imprimés à la demande et livrés dans le monde entier.",
    shopHeading: "La boutique",
    helpHeading: "Aide",
    payments:
      "Les prix peuvent s’afficher dans votre devise ; tous les paiements sont traités en dollars américains.",
    copyright: "© {{year}} {{siteName}}. Tous droits réservés.",
  },
  errors: {
    notFoundTitle: "Page introuvable",
    notFoundMessage: "Page introuvable : {{path}}",
    notFoundDescription:
      "La page que vous cherchez n’existe pas ou a été déplacée. Vérifiez l’adresse ou repartez de la page d’accueil.",
    serverErrorTitle: "Erreur interne du serveur",
    serverErrorMessage: "Un problème est survenu de notre côté.",
    serverErrorDescription:
      "Nous n’avons pas pu afficher cette page. Réessayez dans un instant ; si le problème persiste, contactez-nous via le centre d’aide.",
    genericTitle: "Erreur {{status}}",
    statusLabel: "Code d’erreur",
    backHome: "Retour à l’accueil",
    visitHelp: "Consulter le centre d’aide",
  },
} satisfies Messages<typeof en>;
