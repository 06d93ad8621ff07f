import type en from "../en/catalogue.ts";
import type { Messages } from "../types.ts";

export default {
  breadcrumb: {
    label: "Fil d’Ariane",
    home: "Accueil",
    products: "Produits",
  },
  list: {
    title: "Tous les produits",
    description:
      "T-shirts, sweats, mugs, affiches, coques, carnets et plus encore, personnalisés avec vos visuels et imprimés à la demande.",
    categoryDescription: "{{description}} Impression à la demande avec vos propres visuels.",
    subtypeTitle: "{{subtype}} · {{category}}",
    subtypeDescription:
      "{{subtype}} à personnaliser avec vos propres visuels, en impression à la demande. Dans notre gamme {{category}}.",
    browse: "Parcourir le catalogue",
    allProducts: "Tous les produits",
    allInCategory: "Tout : {{category}}",
    count_one: "{{count}} produit",
    count_other: "{{count}} produits",
  },
  search: {
    label: "Rechercher des produits",
    placeholder: "Rechercher t-shirts, mugs, affiches…",
    submit: "Rechercher",
    resultsFor: "Résultats pour « {{q}} »",
    clear: "Effacer la recherche",
  },
  empty: {
    title: "Aucun produit trouvé",
    search:
      "Rien dans cette partie du catalogue ne correspond à « {{q}} ». Vérifiez l’orthographe, essayez un mot plus général ou parcourez les catégories.",
    filters:
      "Aucun produit ne correspond à ces filtres. Retirez une couleur ou une taille pour en voir davantage.",
    clearFilters: "Effacer les filtres",
    browseAll: "Voir tous les produits",
  },
  sort: {
    label: "Trier par",
    featured: "En vedette",
    relevance: "Pertinence",
    priceAsc: "Prix croissant",
    priceDesc: "Prix décroissant",
    newest: "Nouveautés",
    apply: "Trier",
  },
  filters: {
    heading: "Filtres",
    colors: "Couleur",
    sizes: "Taille",
    option: "{{label}} ({{count}})",
    active_one: "{{count}} sélectionné",
    active_other: "{{count}} sélectionnés",
    apply: "Appliquer les filtres",
    clear: "Effacer les filtres",
  },
  pagination: {
    label: "Pages",
    previous: "Page précédente",
    next: "Page suivante",
    page: "Page {{page}}",
    status: "Page {{page}} sur {{count}}",
  },
} satisfies Messages<typeof en>;
