import type en from "../en/mail.ts";
import type { Messages } from "../types.ts";

export default {
  greeting: "Bonjour {{name}},",
  greetingWithoutName: "Bonjour,",
  linkLabel: "{{label}} :",
  linkFallback: "Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :",
  detail: "{{label}} : {{value}}",
  /** A labelled list's label, above its lines, in the text part. */
  listLabel: "{{label}} :",
  footer: "Ce message automatique vous a été envoyé par {{siteName}} ; les réponses ne sont pas lues.",
  unsubscribe: {
    text: "Vous recevez cet e-mail parce que vous l’avez choisi. Pour ne plus recevoir ce type d’e-mail :",
    link: "se désabonner",
  },
  digest: {
    subject: "Les nouvelles de vos commandes {{siteName}} du {{date}}",
    intro_one: "Voici la nouvelle de vos commandes du {{date}} :",
    intro_other: "Voici les {{count}} nouvelles de vos commandes du {{date}} :",
    items: {
      order_in_production: "Commande {{reference}} : impression lancée",
      order_on_hold: "Commande {{reference}} : en attente, nous avons besoin de votre réponse",
      order_shipped: "Commande {{reference}} : expédiée",
      order_delivered: "Commande {{reference}} : livrée",
      order_cancelled: "Commande {{reference}} : annulée",
    },
    why: "Vous recevez un seul e-mail par jour parce que vous l’avez choisi dans vos préférences d’e-mail.",
    preferences: "Mes préférences d’e-mail",
  },
  device: "{{browser}} sous {{os}}",
  unknownDevice: "un navigateur non reconnu",
  newSignIn: {
    subject: "Nouvelle connexion à votre compte {{siteName}}",
    intro:
      "Votre compte {{siteName}} vient d’être utilisé pour se connecter depuis un appareil jamais utilisé auparavant.",
    device: "Appareil",
    time: "Quand",
    ifYou: "Si c’était vous, il n’y a rien à faire.",
    notYou:
      "Si ce n’était pas vous, changez votre mot de passe sans attendre : cela déconnecte toutes les autres sessions. Vous pouvez aussi déconnecter les autres sessions depuis les paramètres de votre compte.",
    action: "Voir mes appareils connectés",
  },
  emailChangeVerify: {
    subject: "Confirmez votre nouvelle adresse e-mail pour {{siteName}}",
    intro:
      "Vous avez demandé à utiliser cette adresse pour votre compte {{siteName}}. Ouvrez le lien pour terminer le changement.",
    action: "Confirmer ma nouvelle adresse e-mail",
    validity: "Ce lien est valable 24 heures.",
    notYou: "Si vous n’avez rien demandé, vous pouvez ignorer cet e-mail : rien ne change.",
  },
  emailChangeTaken: {
    subject: "Quelqu’un a demandé à passer un compte {{siteName}} sur votre adresse",
    intro:
      "Quelqu’un a demandé à remplacer l’adresse e-mail d’un compte {{siteName}} par celle-ci, mais cette adresse appartient déjà à un compte. Rien n’a été modifié.",
    notYou: "Si ce n’était pas vous, vous pouvez ignorer cet e-mail.",
  },
  emailChanged: {
    subject: "L’adresse e-mail de votre compte {{siteName}} a été modifiée",
    intro:
      "L’adresse e-mail de votre compte {{siteName}} a été remplacée par {{email}}, et toutes les autres sessions ont été déconnectées. Les e-mails concernant votre compte y sont désormais envoyés.",
    notYou: "Si ce n’était pas vous, prévenez-nous sans attendre depuis le centre d’aide.",
    action: "Aller au centre d’aide",
  },
  emailChangedNew: {
    subject: "Votre compte {{siteName}} utilise désormais cette adresse e-mail",
    intro:
      "Désormais, connectez-vous à {{siteName}} avec {{email}}. Les e-mails concernant votre compte arrivent ici.",
    action: "Ouvrir les paramètres de mon compte",
  },
  fileFailed: {
    subject: "Nous n’avons pas pu traiter votre fichier « {{name}} »",
    damaged:
      "Votre fichier « {{name}} » n’a pas pu être préparé pour l’impression : son image est illisible, il est peut-être endommagé.",
    processingFailed:
      "Votre fichier « {{name}} » n’a pas pu être préparé pour l’impression : le traitement a échoué plusieurs fois.",
    next: "Téléversez-le à nouveau, ou une autre version, depuis vos fichiers.",
    action: "Voir mes fichiers",
  },
  verifyEmail: {
    subject: "Confirmez votre adresse e-mail pour {{siteName}}",
    intro:
      "Bienvenue chez {{siteName}} ! Confirmez votre adresse e-mail pour terminer la création de votre compte.",
    action: "Confirmer mon adresse e-mail",
    validity: "Ce lien est valable 24 heures.",
    notYou: "Si vous n’avez pas créé de compte, vous pouvez ignorer cet e-mail.",
  },
  signUpAttempt: {
    subject: "Quelqu’un a tenté de créer un compte {{siteName}} avec votre adresse e-mail",
    intro:
      "Quelqu’un vient de tenter de créer un compte {{siteName}} avec cette adresse e-mail, mais elle appartient déjà à un compte.",
    ifYou:
      "Si c’était vous, connectez-vous à votre compte, ou réinitialisez votre mot de passe si vous l’avez oublié.",
    signIn: "Se connecter",
    reset: "Réinitialiser mon mot de passe",
    notYou: "Si ce n’était pas vous, vous pouvez ignorer cet e-mail : rien n’a changé sur votre compte.",
  },
  resetCode: {
    subject: "Votre code de vérification {{siteName}}",
    intro: "Voici votre code de vérification :",
    validity: "Il est valable 10 minutes. Ne le communiquez jamais à personne.",
    notYou:
      "Si vous n’avez pas demandé ce code, vous pouvez ignorer cet e-mail : votre mot de passe n’a pas changé.",
  },
  signInCode: {
    subject: "Votre code de connexion {{siteName}}",
    intro:
      "Quelqu’un, vous nous l’espérons, a saisi le bon mot de passe de votre compte {{siteName}} dans un navigateur depuis lequel il ne s’était jamais connecté. Votre compte a connu de nombreuses tentatives de connexion échouées ces derniers temps ; cette connexion demande donc le code ci-dessous :",
    validity: "Il est valable 10 minutes. Ne le communiquez jamais à personne.",
    notYou:
      "Si ce n’était pas vous, quelqu’un connaît votre mot de passe : changez-le sans attendre avec « Mot de passe oublié ? » sur la page de connexion.",
  },
  passwordChanged: {
    subject: "Le mot de passe de votre compte {{siteName}} a été modifié",
    intro:
      "Le mot de passe de votre compte {{siteName}} vient d’être modifié, et toutes les autres sessions de votre compte ont été déconnectées.",
    notYou:
      "Si ce n’était pas vous, réinitialisez votre mot de passe sans attendre avec « Mot de passe oublié ? » sur la page de connexion.",
  },
  accountDeleted: {
    subject: "Votre compte {{siteName}} a été supprimé",
    intro:
      "Votre compte {{siteName}} et vos données personnelles ont été supprimés, comme vous l’avez demandé.",
    farewell: "Merci d’avoir fait vos achats chez nous.",
  },
  contactToShop: {
    subject: "[{{reference}}] {{topic}} : un message du formulaire de contact",
    intro:
      "{{name}} a écrit via le formulaire de contact. Répondez à cet e-mail pour lui répondre : votre réponse ira à {{email}}.",
    reference: "Référence",
    topic: "Sujet",
    orderNumber: "Numéro de commande",
    noOrderNumber: "non indiqué",
    name: "Nom",
    email: "E-mail",
    language: "Répondre en",
    account: "Compte",
    signedIn: "connecté en tant que {{email}}",
    signedOut: "non connecté",
    message: "Son message :",
    footer: "Envoyé par le formulaire de contact {{siteName}} ; les réponses vont au client.",
  },
  contactCopy: {
    subject: "[{{reference}}] Nous avons bien reçu votre message à {{siteName}}",
    intro_one:
      "Merci d’avoir écrit à {{siteName}} : nous avons bien reçu votre message et vous répondrons à cette adresse sous {{count}} jour ouvré.",
    intro_other:
      "Merci d’avoir écrit à {{siteName}} : nous avons bien reçu votre message et vous répondrons à cette adresse sous {{count}} jours ouvrés.",
    copy: "Votre référence est {{reference}}. Voici une copie de votre message :",
    topic: "Sujet",
    orderNumber: "Numéro de commande",
    addMore: "Pour ajouter quelque chose, répondez simplement à cet e-mail.",
    footer:
      "Vous recevez cet e-mail parce que cette adresse a été indiquée dans le formulaire de contact {{siteName}} ; si vous ne nous avez pas écrit, vous pouvez l’ignorer.",
  },
  topics: {
    order: "Commande",
    product: "Produit et impression",
    shipping: "Expédition et livraison",
    payment: "Paiement",
    account: "Compte",
    other: "Autre",
  },
  languages: {
    en: "anglais",
    fr: "français",
  },
  order: {
    reference: "Commande",
    items: "Articles",
    total: "Total débité",
    subtotal: "Articles",
    discount: "Réduction ({{code}})",
    shipping: "Livraison",
    tax: "Taxes",
  },
  orderPlaced: {
    subject: "Votre commande {{siteName}} {{reference}} attend votre paiement",
    intro:
      "Merci pour votre commande. Elle est enregistrée et attend votre paiement ; nous lançons l’impression dès qu’elle est payée.",
    action: "Payer ma commande",
    expiry: "Si elle n’est pas payée avant le {{date}}, la commande est annulée et rien n’est débité.",
  },
  orderPaid: {
    subject: "Reçu de votre commande {{siteName}} {{reference}}",
    intro: "Nous avons reçu votre paiement le {{date}}. Voici votre reçu.",
    charged: "Le montant a été débité en dollars américains (USD).",
    address: "Adresse de livraison",
    method: "Mode de livraison",
    window: "Livraison prévue",
    windowValue: "entre le {{from}} et le {{to}}",
    proofs: "Épreuves que vous avez approuvées",
    proof: "{{product}} : {{area}}, {{color}}",
    action: "Voir ma commande",
  },
  orderCancelled: {
    subject: "Votre commande {{siteName}} {{reference}} a été annulée",
    customer: "Votre commande a été annulée comme vous l’avez demandé.",
    expired:
      "Votre commande a été annulée car elle n’a pas été payée dans les 48 heures. Rien n’a été débité.",
    operator: "Nous avons dû annuler votre commande. Veuillez nous excuser pour ce désagrément.",
    refunding:
      "Votre paiement est remboursé intégralement ; nous vous écrirons quand le remboursement sera fait.",
    action: "Voir ma commande",
  },
  orderRefunded: {
    subject: "Votre commande {{siteName}} {{reference}} a été remboursée",
    intro: "Nous avons remboursé {{total}} sur la carte utilisée pour le paiement.",
    bank: "Votre banque peut mettre 5 à 10 jours ouvrés pour l’afficher sur votre relevé.",
    action: "Voir ma commande",
  },
  orderInProduction: {
    subject: "Votre commande {{siteName}} {{reference}} est en cours d’impression",
    intro: "Bonne nouvelle : nous avons commencé l’impression de votre commande.",
    window: "Elle devrait arriver entre le {{from}} et le {{to}}. Nous vous écrirons à son expédition.",
    action: "Voir ma commande",
  },
  orderOnHold: {
    subject: "Action requise : votre commande {{siteName}} {{reference}} est en attente",
    intro:
      "Nous avons mis votre commande en pause : il nous manque quelque chose avant de pouvoir l’imprimer. Voici notre message :",
    answer: "Répondez-nous depuis la page de votre commande. Nous reprenons dès que c’est réglé.",
    action: "Répondre sur la page de ma commande",
  },
  orderShipped: {
    subject: "Votre commande {{siteName}} {{reference}} a été expédiée",
    intro: "Votre commande est en route.",
    carrier: "Transporteur",
    trackingNumber: "Numéro de suivi",
    track: "Suivre mon colis",
    window: "Elle devrait arriver entre le {{from}} et le {{to}}.",
    action: "Voir ma commande",
  },
  orderDelivered: {
    subject: "Votre commande {{siteName}} {{reference}} a été livrée",
    intro: "Votre commande a été livrée. Nous espérons qu’elle vous plaira !",
    problem: "Si quelque chose ne va pas, dites-le-nous sur la page de votre commande.",
    action: "Voir ma commande",
  },
} satisfies Messages<typeof en>;
