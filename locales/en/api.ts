export default {
  invalidJson: "The request body is not valid JSON.",
  unsupportedMediaType: "Send the request body as JSON (Content-Type: application/json).",
  payloadTooLarge: "The request body is too large (at most {{limit}} bytes).",
  methodNotAllowed: "This endpoint does not accept {{method}} requests; use {{allowed}}.",
  invalidInput: "Invalid request: check {{fields}}.",
  unstorableText:
    "Invalid request: {{fields}} holds a character that cannot be stored (a NUL byte or half of a UTF-16 surrogate pair).",
  wholeBody: "the request body",
  notFound: "There is no API endpoint at {{path}}.",
  currencyNotAvailable: "The currency {{currency}} is not available.",
  productNotFound: "There is no product with the id {{id}}.",
  catalogueNotFound: "There is no category or subtype {{path}} in the catalogue.",
  crossOriginRefused: "Requests sent by a browser from another site are refused.",
  signInRequired: "This needs a signed-in account: sign in and send the session token.",
  orderNotFound: "There is no order {{sn}}.",
  alwaysMailed: "{{types}}: receipts and security alerts are always emailed and cannot be turned off.",
  serverError: "Something went wrong on our side. Please try again in a moment.",
} as const;
