import type en from "../en/notificationSettings.ts";
import type { Messages } from "../types.ts";

/** Les e-mails de notification que le client choisit, et la page de désabonnement des e-mails. */
export default {
  title: "Notifications par e-mail",
  intro:
    "Choisissez les nouvelles que nous vous envoyons aussi par e-mail. Toutes restent visibles dans vos notifications sur le site.",
  backToNotifications: "Retour aux notifications",
  types: {
    order_placed: "Commande passée, en attente de paiement",
    order_paid: "Reçus de paiement",
    order_in_production: "Impression lancée",
    order_on_hold: "Commande en attente, action requise",
    order_shipped: "Commande expédiée, avec le suivi",
    order_delivered: "Commande livrée",
    order_cancelled: "Commande annulée",
    order_refunded: "Remboursement effectué",
    password_changed: "Mot de passe modifié",
    new_sign_in: "Connexion depuis un nouvel appareil",
    email_changed: "Adresse e-mail modifiée",
    file_failed: "Fichier impossible à traiter",
  },
  optional: {
    legend: "E-mails au choix",
    hint: "Décochez une nouvelle pour ne plus en recevoir l’e-mail ; elle reste visible dans vos notifications.",
  },
  always: {
    legend: "Toujours envoyés par e-mail",
    note: "Les reçus et les alertes de sécurité sont toujours envoyés par e-mail : impossible de les désactiver.",
    locked: "toujours activé",
  },
  delivery: {
    legend: "Réception des nouvelles de vos commandes",
    each: "Un e-mail par nouvelle, au fil de l’eau",
    daily: "Un e-mail par jour récapitulant les nouvelles du jour",
    dailyHint:
      "Envoyé peu après minuit UTC. Les reçus et les alertes de sécurité arrivent toujours immédiatement.",
  },
  save: "Enregistrer mes choix",
  saved: "Vos choix d’e-mails sont enregistrés.",
  deliveryRequired: "Choisissez comment recevoir les nouvelles de vos commandes.",
  unsubscribe: {
    title: "Se désabonner",
    question: "Ne plus envoyer {{topic}} à {{email}} ?",
    keep: "Elles restent visibles dans vos notifications sur le site, et vous pouvez réactiver ces e-mails à tout moment.",
    confirm: "Me désabonner",
    doneTitle: "Vous êtes désabonné",
    done: "Nous n’envoyons plus {{topic}} à {{email}}.",
    manage: "Gérer mes préférences d’e-mail",
    invalidTitle: "Ce lien de désabonnement ne fonctionne pas",
    invalid:
      "Le lien est incomplet ou a été modifié. Utilisez le lien de l’e-mail lui-même, ou modifiez vos préférences d’e-mail après vous être connecté.",
    topics: {
      order_in_production: "les avis de lancement d’impression",
      order_on_hold: "les avis de commande en attente",
      order_shipped: "les avis d’expédition",
      order_delivered: "les confirmations de livraison",
      order_cancelled: "les avis de commande annulée",
      file_failed: "les avis de fichier impossible à traiter",
      order_digest: "les nouvelles de vos commandes (le récapitulatif quotidien)",
    },
  },
} satisfies Messages<typeof en>;
