import type en from "../en/address.ts";
import type { Messages } from "../types.ts";

export default {
  title: "Adresse de livraison",
  fields: {
    fullName: "Nom complet",
    company: "Société (facultatif)",
    line1: "Adresse",
    line2: "Appartement, bâtiment, étage (facultatif)",
    city: "Ville",
    region: "État, province ou région",
    postalCode: "Code postal",
    country: "Pays",
    countryPlaceholder: "Choisissez un pays",
    phone: "Téléphone (facultatif, pour le transporteur)",
  },
  validation: {
    fullNameRequired: "Saisissez le nom complet du destinataire.",
    line1Required: "Saisissez le numéro et la rue.",
    cityRequired: "Saisissez la ville.",
    tooLong: "Utilisez 100 caractères au maximum.",
    countryRequired: "Choisissez l’un des pays où nous livrons.",
    phoneInvalid: "Saisissez un numéro de téléphone de 6 à 20 caractères : chiffres, espaces, +, -, ( et ).",
    postalCodeRequired: "Saisissez le code postal.",
    postalCodeFormat: {
      US: "Saisissez un code ZIP comme 12345 ou 12345-6789.",
      CA: "Saisissez un code postal comme K1A 0B1.",
      GB: "Saisissez un code postal comme SW1A 1AA.",
      NL: "Saisissez un code postal comme 1012 AB.",
      FR: "Saisissez un code postal à 5 chiffres, comme 75001.",
      DE: "Saisissez un code postal à 5 chiffres, comme 10115.",
      IT: "Saisissez un code postal à 5 chiffres, comme 00184.",
      ES: "Saisissez un code postal à 5 chiffres, comme 28001.",
      BE: "Saisissez un code postal à 4 chiffres, comme 1000.",
      CH: "Saisissez un code postal à 4 chiffres, comme 8001.",
      AT: "Saisissez un code postal à 4 chiffres, comme 1010.",
      AU: "Saisissez un code postal à 4 chiffres, comme 2000.",
      other: "Saisissez un code postal de 2 à 12 lettres, chiffres, espaces ou tirets.",
    },
    regionRequired: {
      US: "Saisissez l’État.",
      CA: "Saisissez la province ou le territoire.",
      AU: "Saisissez l’État ou le territoire.",
    },
    regionInvalid: {
      US: "Saisissez un État américain par son code à deux lettres (NY) ou son nom.",
      CA: "Saisissez une province ou un territoire canadien par son code à deux lettres (QC) ou son nom.",
      AU: "Saisissez un État ou un territoire australien par son code (NSW) ou son nom.",
    },
  },
} as const satisfies Messages<typeof en>;
