import type en from "../en/auth.ts";
import type { Messages } from "../types.ts";

export default {
  close: "Fermer",
  or: "Ou",
  email: "E-mail",
  password: "Mot de passe",
  fullName: "Nom complet",
  show: "Afficher le mot de passe",
  working: "Veuillez patienter…",
  google: {
    continue: "Continuer avec Google",
    unavailable:
      "La connexion avec Google est indisponible pour le moment. Réessayez plus tard ou utilisez votre mot de passe.",
    failed: "Google n’a pas confirmé votre connexion. Veuillez réessayer.",
    emailNotVerified:
      "Google n’a pas vérifié cette adresse e-mail : elle ne peut pas être associée à un compte.",
    conflict:
      "Le compte de cet e-mail est associé à un autre compte Google. Connectez-vous plutôt avec votre mot de passe.",
    doneTitle: "Connecté",
    doneContinue: "Vous êtes connecté. Continuer vers la boutique",
    popupBlocked:
      "La fenêtre Google a été bloquée. Autorisez les fenêtres pop-up pour ce site ou continuez dans cet onglet.",
  },
  signIn: {
    title: "Connexion",
    subtitle: "Bon retour parmi nous. Connectez-vous pour commander et suivre vos commandes.",
    submit: "Se connecter",
    toSignUp: "S’inscrire",
    noAccount: "Pas encore de compte ?",
    forgot: "Mot de passe oublié ?",
    failed: "Échec de la connexion ! {{message}}",
    resendPrompt: "Vous n’avez pas reçu l’e-mail de vérification ?",
    resend: "Renvoyer le lien",
  },
  signInCode: {
    title: "Confirmez que c’est vous",
    subtitle:
      "Ce compte a connu de nombreuses tentatives de connexion échouées ces derniers temps ; se connecter depuis un navigateur qu’il n’a jamais utilisé demande donc un code. Si l’e-mail et le mot de passe étaient bons, nous avons envoyé un code à 6 chiffres à {{email}}. Il est valable 10 minutes.",
    required:
      "Ce compte a connu de nombreuses tentatives de connexion échouées ces derniers temps : saisissez le code envoyé à son adresse e-mail.",
    code: "Code de connexion",
    submit: "Se connecter",
    back: "Retour à la connexion",
    expired: "Votre code de connexion a expiré. Connectez-vous à nouveau pour en recevoir un autre.",
  },
  signUp: {
    title: "Inscription",
    subtitle: "Inscrivez-vous avec un compte existant pour aller plus vite",
    submit: "S’inscrire",
    haveAccount: "Vous avez déjà un compte ?",
    toSignIn: "Se connecter",
    agreement:
      "En vous inscrivant, vous acceptez nos <terms>Conditions d’utilisation</terms> et notre <privacy>Politique de confidentialité</privacy>.",
    honeypot: "Laissez ce champ vide",
    success: "Inscription réussie ! Consultez vos e-mails pour vérifier votre adresse",
    failed: "Échec de l’inscription ! {{message}}",
  },
  forgot: {
    title: "Mot de passe oublié",
    subtitle: "Saisissez l’e-mail de votre compte : nous vous enverrons un code de vérification.",
    submit: "Envoyer",
    back: "Retour à la connexion",
    sent: "E-mail envoyé ! Consultez vos e-mails pour obtenir un code de vérification",
    failed: "Échec de l’envoi de l’e-mail ! {{message}}",
    expired:
      "Le code envoyé à {{email}} a expiré. Demandez-en un nouveau pour réinitialiser votre mot de passe.",
  },
  reset: {
    title: "Réinitialiser le mot de passe",
    subtitle: "Nous avons envoyé un code à 6 chiffres à {{email}}. Il est valable 10 minutes.",
    newPassword: "Nouveau mot de passe",
    confirmPassword: "Confirmer le nouveau mot de passe",
    code: "Code de vérification",
    submit: "Réinitialiser le mot de passe",
    success: "Mot de passe réinitialisé ! Connectez-vous avec votre nouveau mot de passe",
    failed: "Échec de la réinitialisation du mot de passe ! {{message}}",
    noCode: "Pas de code ?",
    resend: "Recevoir un nouveau code",
    otherEmail: "Utiliser une autre adresse",
  },
  verify: {
    success: "Votre adresse e-mail est vérifiée. Vous pouvez maintenant vous connecter.",
    expired: "Ce lien de vérification a expiré. Connectez-vous pour en recevoir un nouveau.",
    used: "Ce lien de vérification a déjà été utilisé. Connectez-vous ou demandez un nouveau lien.",
    invalid: "Ce lien de vérification n’est pas valide. Connectez-vous ou demandez un nouveau lien.",
    resent:
      "Si cette adresse correspond à un compte en attente de vérification, un nouveau lien vient d’être envoyé.",
  },
  errors: {
    invalidCredentials: "L’e-mail ou le mot de passe est incorrect.",
    emailNotVerified: "Vérifiez d’abord votre adresse : ouvrez le lien que nous vous avons envoyé.",
    accountDisabled: "Ce compte a été désactivé. Contactez-nous si vous pensez qu’il s’agit d’une erreur.",
    invalidResetCode: "Le code de vérification est erroné ou a expiré. Demandez-en un nouveau si besoin.",
    invalidSignInCode:
      "Le code de connexion est erroné ou a expiré. Connectez-vous à nouveau pour en recevoir un autre.",
    wrongPassword: "Le mot de passe est incorrect.",
    rateLimited: "Trop de tentatives. Patientez {{seconds}} secondes, puis réessayez.",
  },
} satisfies Messages<typeof en>;
