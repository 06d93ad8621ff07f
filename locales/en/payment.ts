export default {
  title: "Payment",
  /** What the provider's page says is being paid for. */
  checkoutDescription: "{{siteName}} — order {{reference}}",
  /** Why a payment attempt failed (the `failure` of a payment). */
  declines: {
    declined: "Your card was declined.",
    insufficientFunds: "Your card was declined: insufficient funds.",
    authenticationFailed: "The card’s authentication failed.",
    expired: "The payment page expired before the payment was made.",
  },
  /** The built-in test provider's hosted payment page (/pay/test/…). */
  testPage: {
    title: "Test payment",
    badge: "Test mode",
    banner: "Test payment — no real money moves",
    explanation:
      "This page stands in for a payment provider while the shop runs in test mode. Pay with one of the test cards below; real card numbers are refused and never kept.",
    merchant: "Merchant",
    description: "For",
    amount: "Amount",
    usdOnly: "Charged in US dollars.",
    form: {
      legend: "Card details",
      number: "Card number",
      expiry: "Expiry date (MM/YY)",
      cvc: "Security code (CVC)",
      name: "Name on the card",
      pay: "Pay {{amount}}",
    },
    errors: {
      numberRequired: "Enter the card number.",
      numberInvalid: "This card number is not valid: check the digits.",
      notTestCard: "This card number is not recognised as a test card. Use one from the table below.",
      expiryRequired: "Enter the expiry date.",
      expiryInvalid: "Enter the expiry date as MM/YY, for example 12/30.",
      expiryPast: "This card has expired.",
      cvcInvalid: "The security code is 3 or 4 digits.",
      nameRequired: "Enter the name on the card.",
      unknownAction: "This action is not known.",
      authenticationExpired: "The authentication step was not recognised. Enter the card again.",
    },
    tryAnother: "Try another card, or return to the shop.",
    cards: {
      caption: "Test cards: any expiry date in the future, any 3-digit code, any name.",
      number: "Card number",
      result: "What happens",
      succeeds: "The payment succeeds.",
      declined: "Declined (generic decline).",
      insufficientFunds: "Declined: insufficient funds.",
      authentication: "Asks for authentication first; you choose whether it succeeds.",
    },
    authentication: {
      title: "Authentication required",
      explanation:
        "The card’s bank asks the cardholder to confirm this payment. In test mode, choose what the bank answers.",
      authorise: "Authorise",
      fail: "Fail authentication",
    },
    cancel: "Cancel and return to the shop",
    paid: {
      title: "Payment complete",
      message: "This payment has been made. Nothing more is needed here.",
      back: "Return to the shop",
    },
    expired: {
      title: "Payment page expired",
      message: "This payment page has expired. Go back to the shop to pay the order.",
      back: "Return to the shop",
    },
    unknown: {
      title: "Payment not found",
      message:
        "There is no test payment at this address. The link may be mistyped; the shop’s payment page opens a valid one.",
    },
  },
} as const;
