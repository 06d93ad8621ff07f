import type en from "../en/mail.ts";
import type { Messages } from "../types.ts";

export default {
  greeting: "Bonjour {{name}},",
  greetingWithoutName: "Bonjour,",
  linkLabel: "{{label}} :",
  linkFallback: "Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :",
  footer: "Ce message automatique vous a été envoyé par {{siteName}} ; les réponses ne sont pas lues.",
  verifyEmail: {
    subject: "Confirmez votre adresse e-mail pour {{siteName}}",
    intro:
      "Bienvenue chez {{siteName}} ! Confirmez votre adresse e-mail pour terminer la création de votre compte.",
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
    notYou: "Si ce n’était pas vous, vous pouvez ignorer cet e-mail : rien n’a changé sur votre compte.",
  },
  resetCode: {
    subject: "Votre code de vérification {{siteName}}",
    intro: "Voici votre code de vérification :",
    validity: "Il est valable 10 minutes. Ne le communiquez jamais à personne.",
    notYou:
      "Si vous n’avez pas demandé ce code, vous pouvez ignorer cet e-mail : votre mot de passe n’a pas changé.",
  },
  passwordChanged: {
    subject: "Le mot de passe de votre compte {{siteName}} a été modifié",
    intro:
      "Le mot de passe de votre compte {{siteName}} vient d’être modifié, et toutes les autres sessions de votre compte ont été déconnectées.",
    notYou:
      "Si ce n’était pas vous, réinitialisez votre mot de passe sans attendre avec « Mot de passe oublié ? » sur la page de connexion.",
  },
  accountDeleted: {
    subject: "Votre compte {{siteName}} a été supprimé",
    intro:
      "Votre compte {{siteName}} et vos données personnelles ont été supprimés, comme vous l’avez demandé.",
    farewell: "Merci d’avoir fait vos achats chez nous.",
  },
} satisfies Messages<typeof en>;
