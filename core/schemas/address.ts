/**
 * The delivery address form, shared by the browser (conform validates as the customer types),
 * the delivery step's action and the API (`/api/addresses/save`). Messages are translation keys
 * under `validation` in locales/{en,fr}/address.ts.
 *
 * Every text is trimmed (control characters become spaces) and an empty optional one is `null`.
 * What depends on the country is checked once the country and the field are readable: the postal
 * code's format (normalised: "h2x1y4" → "H2X 1Y4", "sw1a1aa" → "SW1A 1AA") and, in the United
 * States, Canada and Australia, the state or province (stored as its code: "Québec" → "QC").
 */
import { z } from "zod";
import { countryCodes, countryOf, requiresSubdivision, subdivisionCode } from "#core/countries.ts";

export const addressLimits = {
  /** Names, street lines, city and region. */
  text: 100,
  phoneMin: 6,
  phoneMax: 20,
} as const;

/** The countries whose postal codes have a rule of their own; the others follow `other`. */
export const postalCodeRules = {
  US: { pattern: /^\d{5}(-\d{4})?$/, format: (code) => code.replace(/^(\d{5})(\d{4})$/, "$1-$2") },
  // Letters D, F, I, O, Q and U are never used; W and Z never start a code.
  CA: {
    pattern: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] \d[ABCEGHJ-NPRSTV-Z]\d$/,
    format: (code) => code.replaceAll(" ", "").replace(/^(.{3})(.{3})$/, "$1 $2"),
  },
  // Outward code (A9, A99, AA9, AA99, A9A, AA9A), a space, inward code (9AA).
  GB: {
    pattern: /^([A-Z]{1,2}\d[A-Z\d]?|GIR) \d[A-Z]{2}$/,
    format: (code) => code.replaceAll(" ", "").replace(/^(.+)(.{3})$/, "$1 $2"),
  },
  NL: { pattern: /^\d{4} [A-Z]{2}$/, format: (code) => code.replace(/^(\d{4}) ?([A-Z]{2})$/, "$1 $2") },
  FR: { pattern: /^\d{5}$/ },
  DE: { pattern: /^\d{5}$/ },
  IT: { pattern: /^\d{5}$/ },
  ES: { pattern: /^\d{5}$/ },
  BE: { pattern: /^\d{4}$/ },
  CH: { pattern: /^\d{4}$/ },
  AT: { pattern: /^\d{4}$/ },
  AU: { pattern: /^\d{4}$/ },
  other: { pattern: /^[A-Z0-9][A-Z0-9 -]{0,10}[A-Z0-9]$/ },
} as const satisfies Record<string, { pattern: RegExp; format?: (code: string) => string }>;

type PostalCodeRule = keyof typeof postalCodeRules;

function postalCodeRuleOf(country: string): PostalCodeRule {
  return Object.hasOwn(postalCodeRules, country) && country !== "other"
    ? (country as PostalCodeRule)
    : "other";
}

/**
 * A postal code as the country writes it (upper case, single spaces, its own separator), or
 * `null` when it cannot be one of the country's.
 */
export function normalizePostalCode(country: string, typed: string): string | null {
  const key = postalCodeRuleOf(country);
  const rule: { pattern: RegExp; format?: (code: string) => string } = postalCodeRules[key];
  const plain = typed.trim().toUpperCase().replaceAll(/\s+/g, " ");
  const code = rule.format ? rule.format(plain) : plain;
  return rule.pattern.test(code) ? code : null;
}

// Control characters have no place in an address (a label printer or a mail header would choke):
// each run becomes one space.
const oneLine = (value: string) => value.replaceAll(/\p{Cc}+/gu, " ");

function requiredText(required: string) {
  return z
    .string({ error: required })
    .overwrite(oneLine)
    .trim()
    .min(1, { error: required })
    .max(addressLimits.text, { error: "validation.tooLong" });
}

function optionalText(max: number, tooLong: string) {
  return z
    .string({ error: tooLong })
    .overwrite(oneLine)
    .trim()
    .max(max, { error: tooLong })
    .nullish()
    .transform((value) => (value ? value : null));
}

const fields = z.object({
  fullName: requiredText("validation.fullNameRequired"),
  company: optionalText(addressLimits.text, "validation.tooLong"),
  line1: requiredText("validation.line1Required"),
  line2: optionalText(addressLimits.text, "validation.tooLong"),
  city: requiredText("validation.cityRequired"),
  region: optionalText(addressLimits.text, "validation.tooLong"),
  // Its length is the country's rule's business (checked below).
  postalCode: optionalText(addressLimits.text, "validation.tooLong"),
  country: z
    .string({ error: "validation.countryRequired" })
    .trim()
    .toUpperCase()
    .pipe(z.enum(countryCodes, { error: "validation.countryRequired" })),
  phone: optionalText(addressLimits.phoneMax, "validation.phoneInvalid").refine(
    (phone) =>
      phone === null ||
      (phone.length >= addressLimits.phoneMin &&
        /^[\d\s+\-()]+$/.test(phone) &&
        phone.replaceAll(/\D/g, "").length >= addressLimits.phoneMin),
    { error: "validation.phoneInvalid" },
  ),
});

/** Whether parsing left an issue on one of these fields (the rules between fields wait for them). */
function readable(...names: (keyof z.input<typeof fields>)[]) {
  return (payload: z.core.ParsePayload) =>
    // Not an object at all (an API body that is a list): nothing between fields to check.
    typeof payload.value === "object" &&
    payload.value !== null &&
    !Array.isArray(payload.value) &&
    !payload.issues.some(
      (issue) =>
        (issue.path?.length ?? 0) === 0 || names.includes(issue.path?.[0] as keyof z.input<typeof fields>),
    );
}

/** The address form and the API's address body. */
export const addressSchema = fields
  .superRefine(
    ({ country, postalCode }, context) => {
      if (postalCode === null) {
        if (countryOf(country)?.postalCode === "required") {
          context.addIssue({
            code: "custom",
            path: ["postalCode"],
            message: "validation.postalCodeRequired",
          });
        }
      } else if (normalizePostalCode(country, postalCode) === null) {
        context.addIssue({
          code: "custom",
          path: ["postalCode"],
          message: `validation.postalCodeFormat.${postalCodeRuleOf(country)}`,
        });
      }
    },
    { when: readable("country", "postalCode") },
  )
  .superRefine(
    ({ country, region }, context) => {
      if (!requiresSubdivision(country)) return;
      if (region === null) {
        context.addIssue({
          code: "custom",
          path: ["region"],
          message: `validation.regionRequired.${country}`,
        });
      } else if (subdivisionCode(country, region) === null) {
        context.addIssue({
          code: "custom",
          path: ["region"],
          message: `validation.regionInvalid.${country}`,
        });
      }
    },
    { when: readable("country", "region") },
  )
  .transform(({ country, postalCode, region, ...rest }) => ({
    ...rest,
    region:
      region !== null && requiresSubdivision(country) ? (subdivisionCode(country, region) ?? region) : region,
    // A country without postal codes (Hong Kong) keeps an empty one: the column is required.
    postalCode: postalCode === null ? "" : (normalizePostalCode(country, postalCode) ?? postalCode),
    country,
  }));

/** A checked, normalised address, as services store it. */
export type AddressInput = z.output<typeof addressSchema>;
