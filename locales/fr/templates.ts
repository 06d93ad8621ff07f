import type en from "../en/templates.ts";
import type { Messages } from "../types.ts";

/** Modèles (ticket 17) : des créations terminées gardées pour les réutiliser. */
const templates = {
  title: "Modèles",
  intro:
    "Des créations terminées gardées pour les réutiliser : commandez-les de nouveau dans toutes les tailles, ou partez de l’une d’elles pour une nouvelle création.",
  empty:
    "Pas encore de modèle. Enregistrez une création comme modèle depuis le studio ou depuis une commande passée.",
  list: {
    heading: "Vos modèles",
    search: "Rechercher par nom",
    sort: "Trier par",
    sorts: { updated: "Dernière modification", name: "Nom" },
    apply: "Appliquer",
    clear: "Effacer",
    count_one: "{{count}} modèle",
    count_other: "{{count}} modèles",
    noMatch: "Aucun modèle ne s’appelle comme « {{query}} ».",
  },
  card: {
    mockup: "Aperçu de {{name}}",
    mockupPending: "L’aperçu est en préparation.",
    product: "Produit",
    changed: "Dernière modification",
    rename: "Renommer",
    newName: "Nouveau nom",
    duplicate: "Dupliquer",
    copyName: "{{name}} (copie)",
    delete: "Supprimer…",
    openCopy: "Modifier une copie",
    openCopyNote: "Ouvre un nouveau brouillon ; le modèle reste tel quel.",
    editTemplate: "Modifier le modèle",
    editTemplateNote: "Les changements sont gardés dans le modèle quand vous les y enregistrez.",
    order: "Commander",
  },
  confirmDelete: {
    heading: "Supprimer « {{name}} » ?",
    text: "Le modèle disparaît ; les commandes passées avec lui gardent leur création.",
    confirm: "Supprimer le modèle",
    cancel: "Le garder",
  },
  save: {
    heading: "Enregistrer comme modèle",
    item: "Article",
    name: "Nom du modèle",
    submit: "Enregistrer comme modèle",
    signIn: "Connectez-vous pour enregistrer des modèles",
    saved: "« {{name}} » est enregistré dans vos modèles.",
    editing: "Vous modifiez le modèle « {{name}} ».",
    toTemplate: "Enregistrer dans le modèle",
    savedToTemplate: "Le modèle « {{name}} » est mis à jour.",
  },
  apply: {
    action: "Appliquer à un autre produit",
    title: "Appliquer « {{name}} » à un autre produit",
    intro:
      "La création passe sur un produit dont les zones d’impression ont la même forme, mise à l’échelle. Le modèle reste tel quel : le résultat est un nouveau modèle.",
    from: "Actuellement sur : {{product}}",
    productNoLongerSold:
      "Le produit du modèle n’est plus vendu : ses zones d’impression ne peuvent pas être comparées.",
    none: "Aucun autre produit n’a des zones d’impression de la même forme que celles de ce modèle.",
    productSize: "{{product}}, {{size}}",
    choose: "Produit",
    scaled: "{{area}} à {{percent}} %",
    color: "En {{color}}",
    colorChanged: "En {{color}} : ce produit n’existe pas en {{original}}",
    resolution: "Les images s’impriment à {{dpi}} ppp",
    lowResolution: "Les images s’impriment à {{dpi}} ppp, sous les {{recommended}} ppp recommandés",
    textOnly: "Texte seulement : net à toutes les tailles",
    blocked: {
      dpiTooLow: "Impossible : les images s’imprimeraient à {{dpi}} ppp, sous le minimum de {{minimum}} ppp",
      textTooSmall: "Impossible : le texte serait trop petit pour être imprimé",
      missingFile: "Impossible : un fichier de la création ne peut plus être imprimé",
    },
    name: "Nom du nouveau modèle (facultatif)",
    namePlaceholder: "{{name}} – nom du produit",
    defaultName: "{{name}} – {{product}}",
    submit: "Appliquer et enregistrer comme nouveau modèle",
    cancel: "Retour aux modèles",
    applied: "« {{name}} » est enregistré : la création sur {{product}}.",
  },
  renamed: "Renommé en « {{name}} ».",
  duplicated: "« {{name}} » est une copie.",
  deleted: "« {{name}} » est supprimé.",
  notFound: "Ce modèle n’existe pas.",
  refused: {
    name: "Donnez au modèle un nom de 80 caractères au plus.",
    unknownProduct: "Ce produit n’est plus vendu.",
    notApplicable: "Les zones d’impression de ce produit n’ont pas la forme de celles du modèle.",
    dpiTooLow: "Sur ce produit, les images s’imprimeraient sous la résolution minimale.",
    textTooSmall: "Sur ce produit, le texte serait trop petit pour être imprimé.",
    missingFile: "Un fichier de la création ne peut plus être imprimé.",
  },
} as const satisfies Messages<typeof en>;

export default templates;
