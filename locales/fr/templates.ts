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
  renamed: "Renommé en « {{name}} ».",
  duplicated: "« {{name}} » est une copie.",
  deleted: "« {{name}} » est supprimé.",
  notFound: "Ce modèle n’existe pas.",
  refused: {
    name: "Donnez au modèle un nom de 80 caractères au plus.",
    unknownProduct: "Ce produit n’est plus vendu.",
  },
} as const satisfies Messages<typeof en>;

export default templates;
