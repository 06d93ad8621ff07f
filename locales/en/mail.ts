export default {
  greeting: "Hello {{name}},",
  greetingWithoutName: "Hello,",
  /** A link's label before the link itself, in the text part. */
  linkLabel: "{{label}}:",
  linkFallback: "If the button does not work, copy this link into your browser:",
  /** A labelled fact in a list ("Topic: Payment"). */
  detail: "{{label}}: {{value}}",
  /** A labelled list's label, above its lines, in the text part. */
  listLabel: "{{label}}:",
  footer: "This is an automatic message from {{siteName}}; replies to it are not read.",
  unsubscribe: {
    text: "You get this mail because you chose to. To stop mails of this kind:",
    link: "unsubscribe",
  },
  digest: {
    subject: "Your {{siteName}} order updates of {{date}}",
    intro_one: "Here is the update to your orders on {{date}}:",
    intro_other: "Here are the {{count}} updates to your orders on {{date}}:",
    items: {
      order_in_production: "Order {{reference}}: printing started",
      order_on_hold: "Order {{reference}}: on hold, we need your answer",
      order_shipped: "Order {{reference}}: shipped",
      order_delivered: "Order {{reference}}: delivered",
      order_cancelled: "Order {{reference}}: cancelled",
    },
    why: "You get one email a day because you chose it in your email preferences.",
    preferences: "My email preferences",
  },
  device: "{{browser}} on {{os}}",
  unknownDevice: "an unrecognised browser",
  newSignIn: {
    subject: "New sign-in to your {{siteName}} account",
    intro: "Your {{siteName}} account was just signed in from a device it had not been used on before.",
    device: "Device",
    time: "When",
    ifYou: "If it was you, there is nothing to do.",
    notYou:
      "If it was not you, change your password right away: it signs out every other session. You can also sign out of other sessions from your account settings.",
    action: "Review my signed-in devices",
  },
  emailChangeVerify: {
    subject: "Confirm your new email address for {{siteName}}",
    intro: "You asked to use this address for your {{siteName}} account. Open the link to finish the change.",
    action: "Confirm my new email address",
    validity: "This link is valid for 24 hours.",
    notYou: "If you did not ask for this, you can ignore this email: nothing changes.",
  },
  emailChangeTaken: {
    subject: "Someone asked to move a {{siteName}} account to your address",
    intro:
      "Someone asked to change the email of a {{siteName}} account to this address, but this address already belongs to an account. Nothing was changed.",
    notYou: "If it was not you, you can ignore this email.",
  },
  emailChanged: {
    subject: "The email address of your {{siteName}} account was changed",
    intro:
      "The email address of your {{siteName}} account was changed to {{email}}, and every other session was signed out. Mail about your account now goes there.",
    notYou: "If it was not you, tell us right away through the help center.",
    action: "Go to the help center",
  },
  emailChangedNew: {
    subject: "Your {{siteName}} account now uses this email address",
    intro: "From now on, sign in to {{siteName}} with {{email}}. Mail about your account comes here.",
    action: "Open my account settings",
  },
  fileFailed: {
    subject: "We could not process your file “{{name}}”",
    damaged:
      "Your file “{{name}}” could not be prepared for printing: its image could not be read, it may be damaged.",
    processingFailed:
      "Your file “{{name}}” could not be prepared for printing: processing failed several times.",
    next: "Upload it again, or another version of it, from your files.",
    action: "See my files",
  },
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
  signInCode: {
    subject: "Your {{siteName}} sign-in code",
    intro:
      "Someone, we hope you, typed the right password for your {{siteName}} account in a browser it has not signed in from before. Your account had many failed sign-ins lately, so this sign-in needs the code below:",
    validity: "It is valid for 10 minutes. Never share it with anyone.",
    notYou:
      "If it was not you, someone knows your password: change it right away with “Forgot your password?” on the sign-in page.",
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
  contactToShop: {
    subject: "[{{reference}}] {{topic}}: a message from the contact form",
    intro:
      "{{name}} wrote through the contact form. Reply to this email to answer: your reply goes to {{email}}.",
    reference: "Reference",
    topic: "Topic",
    orderNumber: "Order number",
    noOrderNumber: "none given",
    name: "Name",
    email: "Email",
    language: "Answer in",
    account: "Account",
    signedIn: "signed in as {{email}}",
    signedOut: "not signed in",
    message: "Their message:",
    footer: "Sent by the contact form of {{siteName}}; replies go to the customer.",
  },
  contactCopy: {
    subject: "[{{reference}}] We received your message to {{siteName}}",
    intro_one:
      "Thank you for writing to {{siteName}}: we received your message and will answer you at this address within {{count}} business day.",
    intro_other:
      "Thank you for writing to {{siteName}}: we received your message and will answer you at this address within {{count}} business days.",
    copy: "Your reference is {{reference}}. Here is a copy of your message:",
    topic: "Topic",
    orderNumber: "Order number",
    addMore: "To add something, simply reply to this email.",
    footer:
      "You received this email because this address was given in the contact form of {{siteName}}; if you did not write to us, you can ignore it.",
  },
  topics: {
    order: "Order",
    product: "Product & printing",
    shipping: "Shipping & delivery",
    payment: "Payment",
    account: "Account",
    other: "Other",
  },
  languages: {
    en: "English",
    fr: "French",
  },
  order: {
    reference: "Order",
    items: "Items",
    total: "Total charged",
    subtotal: "Items",
    discount: "Discount ({{code}})",
    shipping: "Shipping",
    tax: "Tax",
  },
  orderPlaced: {
    subject: "Your {{siteName}} order {{reference}}: waiting for payment",
    intro:
      "Thank you for your order. It is saved and waits for your payment; we start printing as soon as it is paid.",
    action: "Pay for my order",
    expiry: "If it is not paid by {{date}}, the order is cancelled and nothing is charged.",
  },
  orderPaid: {
    subject: "Receipt for your {{siteName}} order {{reference}}",
    intro: "We received your payment on {{date}}. Here is your receipt.",
    charged: "The amount was charged in US dollars (USD).",
    address: "Delivery address",
    method: "Delivery method",
    window: "Expected delivery",
    windowValue: "between {{from}} and {{to}}",
    proofs: "Proofs you approved",
    proof: "{{product}}: {{area}}, {{color}}",
    action: "See my order",
  },
  orderCancelled: {
    subject: "Your {{siteName}} order {{reference}} was cancelled",
    customer: "Your order was cancelled as you asked.",
    expired: "Your order was cancelled because it was not paid within 48 hours. Nothing was charged.",
    operator: "We had to cancel your order. We are sorry for the trouble.",
    refunding: "Your payment is being refunded in full; we will write again when the refund is done.",
    action: "See my order",
  },
  orderRefunded: {
    subject: "Your {{siteName}} order {{reference}} was refunded",
    intro: "We refunded {{total}} to the card you paid with.",
    bank: "Your bank may take 5 to 10 business days to show it on your statement.",
    action: "See my order",
  },
  orderInProduction: {
    subject: "Your {{siteName}} order {{reference}} is being printed",
    intro: "Good news: we started printing your order.",
    window: "It should arrive between {{from}} and {{to}}. We will write again when it ships.",
    action: "See my order",
  },
  orderOnHold: {
    subject: "Action required: your {{siteName}} order {{reference}} is on hold",
    intro: "We paused your order: we need something from you before we can print it. Here is what we wrote:",
    answer: "Answer us on your order’s page. We carry on as soon as it is sorted out.",
    action: "Answer on my order’s page",
  },
  orderShipped: {
    subject: "Your {{siteName}} order {{reference}} has shipped",
    intro: "Your order is on its way.",
    carrier: "Carrier",
    trackingNumber: "Tracking number",
    track: "Track my parcel",
    window: "It should arrive between {{from}} and {{to}}.",
    action: "See my order",
  },
  orderDelivered: {
    subject: "Your {{siteName}} order {{reference}} was delivered",
    intro: "Your order was delivered. We hope you enjoy it!",
    problem: "If anything is wrong with it, tell us on your order’s page.",
    action: "See my order",
  },
} as const;
