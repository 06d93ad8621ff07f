import type en from "../en/home.ts";
import type { Messages } from "../types.ts";

export default {
  title: "Des produits personnalisés, imprimés à la demande",
  description:
    "Imprimez vos propres créations sur t-shirts, sweats à capuche, mugs, affiches, tote bags, coques de téléphone et autocollants. Sans minimum de commande, imprimé à la commande, livré dans le monde entier, payé en toute sécurité en dollars américains.",
  hero: {
    eyebrow: "Impression à la demande · Sans minimum de commande",
    pitch:
      "Importez votre visuel, placez-le sur un t-shirt, un sweat, un mug, une affiche, un tote bag, une coque de téléphone ou un autocollant : nous l’imprimons rien que pour vous, en un exemplaire ou en cent, et vous le livrons chez vous.",
    ctaHowItWorks: "Découvrir comment ça marche",
    ctaCreative: "Lire le guide créatif",
    note: "Les prix peuvent s’afficher dans votre devise. Tous les paiements sont débités en dollars américains.",
  },
  steps: {
    heading: "Comment ça marche",
    intro: "Trois étapes entre votre idée et un produit fini entre vos mains.",
    choose: {
      title: "Choisissez un produit",
      body: "T-shirts, sweats à capuche, mugs, affiches, tote bags, coques de téléphone ou autocollants : choisissez, puis sélectionnez les options qui vous conviennent, comme la taille ou la couleur.",
    },
    design: {
      title: "Personnalisez-le",
      body: "Importez votre propre visuel, placez-le sur le produit et vérifiez l’aperçu. Ce que vous validez est ce que nous imprimons.",
    },
    ship: {
      title: "Nous imprimons et expédions",
      body: "Nous fabriquons votre commande en 2 à 5 jours ouvrés, contrôlons chaque article, puis l’expédions avec un numéro de suivi consultable depuis votre compte.",
    },
    more: "Lire tout le processus, étape par étape",
  },
  reasons: {
    heading: "Pourquoi nous choisir",
    intro: "Tout ce qu’un imprimeur doit bien faire, sans les contraintes habituelles des grosses commandes.",
    quality: {
      title: "Une impression de qualité",
      body: "Des impressions nettes et durables sur chaque produit, et un contrôle qualité sur chaque article avant son départ. Les défauts d’impression sont réimprimés à nos frais.",
    },
    noMinimums: {
      title: "Aucun minimum",
      body: "Un cadeau unique, un essai ou une série complète : chaque article est fabriqué à la commande, donc pas de stock à acheter et rien de gaspillé.",
    },
    worldwide: {
      title: "Livraison dans le monde entier",
      body: "Des États-Unis et du Canada à l’Europe, l’Australie et au-delà, avec un suivi pour chaque commande.",
    },
    payments: {
      title: "Paiement sécurisé en USD",
      body: "Parcourez la boutique avec les prix affichés dans la devise de votre choix. Chaque paiement est traité en toute sécurité en dollars américains : vous savez toujours exactement ce que vous payez.",
    },
  },
  closing: {
    heading: "Des questions avant de commencer ?",
    body: "Consultez les délais de livraison pour votre pays, ou nos réponses sur les fichiers, le paiement et les retours.",
    shipping: "Voir les délais de livraison",
    help: "Consulter le centre d’aide",
  },
  stepNumber: "Étape {{number}}",
  catalogue: {
    browse: "Parcourir le catalogue",
    categoriesHeading: "Acheter par catégorie",
    categoriesIntro: "Chaque produit est un article vierge que nous imprimons avec votre visuel, un par un.",
    categoryCount_one: "{{count}} produit",
    categoryCount_other: "{{count}} produits",
    featuredHeading: "Produits populaires",
    featuredIntro: "Les favoris de nos clients pour commencer.",
    seeAll: "Voir tous les produits",
  },
} satisfies Messages<typeof en>;
