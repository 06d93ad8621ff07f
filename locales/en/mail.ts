export default {
  greeting: "Hello {{name}},",
  greetingWithoutName: "Hello,",
  /** A link's label before the link itself, in the text part. */
  linkLabel: "{{label}}:",
  linkFallback: "If the button does not work, copy this link into your browser:",
  footer: "This is an automatic message from {{siteName}}; replies to it are not read.",
  verifyEmail: {
    subject: "Confirm your email address for {{siteName}}",
    intro: "Welcome to {{siteName}}! Please confirm your email address to finish creating your account.",
    action: "Confirm my email address",
    validity: "This link is valid for 24 hours.",
    notYou: "If you did not create an account, you can ignore this email.",
  },
  signUpAttempt: {
    subject: "Someone tried to create a {{siteName}} account with your email",
    intro:
      "Someone just tried to create a {{siteName}} account with this email address, but it already belongs to an account.",
    ifYou: "If it was you, sign in to your account, or reset your password if you have forgotten it.",
    signIn: "Sign in",
    reset: "Reset my password",
    notYou: "If it was not you, you can ignore this email: nothing has changed on your account.",
  },
  resetCode: {
    subject: "Your {{siteName}} verification code",
    intro: "Here is your verification code:",
    validity: "It is valid for 10 minutes. Never share it with anyone.",
    notYou: "If you did not ask for this code, you can ignore this email: your password has not changed.",
  },
  passwordChanged: {
    subject: "Your {{siteName}} password was changed",
    intro:
      "The password of your {{siteName}} account was just changed, and every other session on your account was signed out.",
    notYou:
      "If it was not you, reset your password right away with “Forgot your password?” on the sign-in page.",
  },
  accountDeleted: {
    subject: "Your {{siteName}} account was deleted",
    intro: "Your {{siteName}} account and your personal data have been deleted, as you asked.",
    farewell: "Thank you for shopping with us.",
  },
} as const;
