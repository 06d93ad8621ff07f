import type en from "../en/notifications.ts";
import type { Messages } from "../types.ts";

/** Le centre de notifications (/account/notifications) et les mots de chaque notification. */
export default {
  title: "Notifications",
  intro:
    "Ce qui est arrivé à vos commandes, à votre compte et à vos fichiers, du plus récent au plus ancien.",
  filter: {
    label: "Afficher",
    all: "Toutes les notifications",
    unreadOnly: "Non lues seulement",
    apply: "Appliquer",
  },
  groups: {
    orders: "Commandes",
    security: "Sécurité du compte",
    files: "Fichiers",
  },
  groupAll: {
    orders: "Tout sur les commandes",
    security: "Tout sur la sécurité du compte",
    files: "Tout sur les fichiers",
  },
  types: {
    order_placed: "Commande passée",
    order_paid: "Paiement reçu",
    order_in_production: "En production",
    order_on_hold: "En attente (action requise)",
    order_shipped: "Expédiée",
    order_delivered: "Livrée",
    order_cancelled: "Annulée",
    order_refunded: "Remboursée",
    password_changed: "Mot de passe modifié",
    new_sign_in: "Connexion depuis un nouvel appareil",
    email_changed: "Adresse e-mail modifiée",
    file_failed: "Échec du traitement d’un fichier",
  },
  listLabel: "Vos notifications",
  unreadCount_one: "{{count}} non lue",
  unreadCount_other: "{{count}} non lues",
  unread: "Non lue",
  markRead: "Marquer comme lue",
  markAll: "Tout marquer comme lu",
  markedAll: "Toutes vos notifications sont marquées comme lues.",
  none: "Rien pour l’instant. Quand une commande avance ou que quelque chose arrive à votre compte, vous le lirez ici.",
  noneMatching: "Aucune notification ne correspond à ces choix.",
  showAll: "Afficher toutes les notifications",
  pagination: "Pages de notifications",
  notFound: "Cette notification n’existe plus.",
  invalid: "Cette action n’est pas possible. Rechargez la page et réessayez.",
  preferences: {
    title: "E-mail",
    text: "Choisissez lesquelles nous vous envoyons aussi par e-mail, ou recevez les nouvelles de vos commandes en un résumé quotidien. Les messages de sécurité et les reçus sont toujours envoyés.",
    link: "Préférences d’e-mail",
  },
  messages: {
    order_placed: {
      title: "La commande {{reference}} est passée",
      text: "Payez-la sous 48 heures et nous l’imprimerons.",
    },
    order_paid: {
      title: "Paiement reçu pour la commande {{reference}}",
      text: "Merci ! Votre reçu est sur la page de la commande.",
    },
    order_in_production: {
      title: "La commande {{reference}} est en cours d’impression",
      text: "Nous vous préviendrons dès son expédition.",
    },
    order_on_hold: {
      title: "Action requise : la commande {{reference}} est en attente",
      text: "Notre message : {{reason}}",
      textNoReason: "Ouvrez la commande pour lire notre message et y répondre.",
    },
    order_shipped: {
      title: "La commande {{reference}} a été expédiée",
      text: "Numéro de suivi {{carrier}} : {{trackingNumber}}",
      textNoTracking: "Elle est en route.",
    },
    order_delivered: {
      title: "La commande {{reference}} a été livrée",
      text: "Nous espérons qu’elle vous plaira.",
    },
    order_cancelled: {
      title: "La commande {{reference}} a été annulée",
      reason: {
        customer: "Vous l’avez annulée.",
        expired: "Elle n’a pas été payée sous 48 heures.",
        operator: "Nous l’avons annulée : la page de la commande vous dit pourquoi.",
      },
      text: "Ouvrez la commande pour savoir pourquoi.",
    },
    order_refunded: {
      title: "La commande {{reference}} a été remboursée",
      text: "L’argent revient sur votre carte.",
    },
    password_changed: {
      title: "Votre mot de passe a été modifié",
      text: "Si ce n’était pas vous, réinitialisez votre mot de passe maintenant.",
    },
    new_sign_in: {
      title: "Nouvelle connexion à votre compte",
      text: "Depuis {{browser}} sous {{os}}. Si ce n’était pas vous, changez votre mot de passe maintenant.",
      textNoDevice:
        "Depuis un navigateur que nous ne connaissions pas. Si ce n’était pas vous, changez votre mot de passe maintenant.",
    },
    email_changed: {
      title: "Votre adresse e-mail a été modifiée",
      text: "Votre compte utilise maintenant {{email}}. Si ce n’était pas vous, contactez-nous.",
      textNoEmail: "Si ce n’était pas vous, contactez-nous.",
    },
    file_failed: {
      title: "« {{name}} » n’a pas pu être traité",
      titleNoName: "Un fichier n’a pas pu être traité",
      text: "Envoyez-le à nouveau, ou essayez un autre fichier.",
    },
  },
} as const satisfies Messages<typeof en>;
