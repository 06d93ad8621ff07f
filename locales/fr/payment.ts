import type en from "../en/payment.ts";
import type { Messages } from "../types.ts";

export default {
  title: "Paiement",
  checkoutDescription: "{{siteName}} — commande {{reference}}",
  declines: {
    declined: "Votre carte a été refusée.",
    insufficientFunds: "Votre carte a été refusée : provision insuffisante.",
    authenticationFailed: "L’authentification de la carte a échoué.",
    expired: "La page de paiement a expiré avant le paiement.",
  },
  testPage: {
    title: "Paiement de test",
    badge: "Mode test",
    banner: "Paiement de test — aucun argent réel n’est débité",
    explanation:
      "Cette page remplace un prestataire de paiement tant que la boutique fonctionne en mode test. Payez avec l’une des cartes de test ci-dessous ; les vrais numéros de carte sont refusés et jamais conservés.",
    merchant: "Marchand",
    description: "Pour",
    amount: "Montant",
    usdOnly: "Débité en dollars américains.",
    form: {
      legend: "Coordonnées de la carte",
      number: "Numéro de carte",
      expiry: "Date d’expiration (MM/AA)",
      cvc: "Code de sécurité (CVC)",
      name: "Nom sur la carte",
      pay: "Payer {{amount}}",
    },
    errors: {
      numberRequired: "Saisissez le numéro de carte.",
      numberInvalid: "Ce numéro de carte n’est pas valide : vérifiez les chiffres.",
      notTestCard:
        "Ce numéro n’est pas reconnu comme une carte de test. Utilisez-en une du tableau ci-dessous.",
      expiryRequired: "Saisissez la date d’expiration.",
      expiryInvalid: "Saisissez la date d’expiration au format MM/AA, par exemple 12/30.",
      expiryPast: "Cette carte a expiré.",
      cvcInvalid: "Le code de sécurité compte 3 ou 4 chiffres.",
      nameRequired: "Saisissez le nom figurant sur la carte.",
      unknownAction: "Cette action est inconnue.",
      authenticationExpired:
        "L’étape d’authentification n’a pas été reconnue. Saisissez de nouveau la carte.",
    },
    tryAnother: "Essayez une autre carte, ou revenez à la boutique.",
    cards: {
      caption:
        "Cartes de test : n’importe quelle date d’expiration future, n’importe quel code à 3 chiffres, n’importe quel nom.",
      number: "Numéro de carte",
      result: "Résultat",
      succeeds: "Le paiement réussit.",
      declined: "Refusée (refus générique).",
      insufficientFunds: "Refusée : provision insuffisante.",
      authentication: "Demande d’abord une authentification ; vous choisissez si elle réussit.",
    },
    authentication: {
      title: "Authentification requise",
      explanation:
        "La banque de la carte demande au titulaire de confirmer ce paiement. En mode test, choisissez la réponse de la banque.",
      authorise: "Autoriser",
      fail: "Faire échouer l’authentification",
    },
    cancel: "Annuler et revenir à la boutique",
    paid: {
      title: "Paiement effectué",
      message: "Ce paiement a été effectué. Il n’y a plus rien à faire ici.",
      back: "Revenir à la boutique",
    },
    expired: {
      title: "Page de paiement expirée",
      message: "Cette page de paiement a expiré. Revenez à la boutique pour payer la commande.",
      back: "Revenir à la boutique",
    },
    unknown: {
      title: "Paiement introuvable",
      message:
        "Il n’y a pas de paiement de test à cette adresse. Le lien est peut-être mal recopié ; la page de paiement de la boutique en ouvre un valide.",
    },
  },
} as const satisfies Messages<typeof en>;
