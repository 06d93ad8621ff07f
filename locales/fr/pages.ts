import type en from "../en/pages.ts";
import type { Messages } from "../types.ts";

export default {
  settings: {
    title: "Paramètres du compte",
    intro: "Votre profil, votre mot de passe, vos préférences et vos appareils connectés.",
    save: "Enregistrer",
    unknownAction: "Cette action n’est pas disponible.",
    profile: { title: "Profil", saved: "Votre profil est enregistré." },
    password: {
      title: "Mot de passe",
      description: "Changer votre mot de passe vous déconnecte de tous vos autres appareils.",
      noPassword:
        "Votre compte utilise la connexion Google. Définissez un mot de passe pour vous connecter aussi avec votre e-mail.",
      current: "Mot de passe actuel",
      submit: "Changer le mot de passe",
      saved: "Votre mot de passe est modifié. Vos autres appareils sont déconnectés.",
    },
    preferences: {
      title: "Préférences",
      description:
        "Votre langue et votre devise d’affichage vous suivent lorsque vous vous connectez sur un autre appareil.",
      language: "Langue",
      currency: "Devise d’affichage",
      languages: { en: "English", fr: "Français" },
      saved: "Vos préférences sont enregistrées.",
    },
    sessions: {
      title: "Appareils connectés",
      description:
        "Là où votre compte est connecté. Une session prend fin 30 jours après sa dernière utilisation.",
      current: "Cet appareil",
      lastSeen: "Utilisé pour la dernière fois le {{date}}",
      device: "{{browser}} sur {{os}}",
      unknownDevice: "Appareil inconnu",
      signOutOthers: "Déconnecter les autres sessions",
      signedOut: "Vos autres sessions sont déconnectées.",
    },
    email: {
      title: "Adresse e-mail",
      description: "Nous envoyons un lien à la nouvelle adresse ; votre adresse change quand vous l’ouvrez.",
      current: "Adresse e-mail actuelle",
      newEmail: "Nouvelle adresse e-mail",
      password: "Mot de passe actuel",
      submit: "Envoyer le lien de confirmation",
      sent: "Nous avons envoyé un lien à {{email}}. Ouvrez-le dans les 24 heures pour terminer le changement.",
      google:
        "Votre compte se connecte avec Google : son adresse e-mail est celle de votre compte Google et ne peut pas être modifiée ici.",
      same: "C’est déjà votre adresse e-mail.",
    },
    delete: {
      title: "Supprimer le compte",
      description:
        "Supprime définitivement votre compte et vos données personnelles. Cette action est irréversible.",
      password: "Confirmez avec votre mot de passe",
      email: "Confirmez avec votre adresse e-mail",
      submit: "Supprimer mon compte",
      done: "Votre compte est supprimé. Merci d’avoir été notre client.",
    },
  },
  emailChange: {
    title: "Changer votre adresse e-mail",
    question: "Utiliser {{email}} comme adresse e-mail de votre compte ?",
    explain:
      "Vous vous connecterez désormais avec cette adresse, et vos autres appareils seront déconnectés.",
    confirm: "Changer mon adresse e-mail",
    done: "Votre adresse e-mail est désormais {{email}}. Vos autres appareils sont déconnectés.",
    invalidTitle: "Ce lien ne fonctionne pas",
    invalid:
      "Il a déjà servi, il a expiré, ou un lien plus récent a été envoyé. Demandez-en un nouveau dans les paramètres de votre compte.",
    taken: "Cette adresse appartient déjà à un autre compte : votre adresse e-mail n’a pas été modifiée.",
    settings: "Aller aux paramètres du compte",
  },
  common: {
    onThisPage: "Sur cette page",
    stepNumber: "Étape {{number}}",
    keepReading: "Pour aller plus loin",
    lastUpdated: "Dernière mise à jour :",
  },
  about: {
    title: "Comment ça marche",
    description:
      "Comment fonctionne l’impression à la demande chez nous : choisissez un produit, importez votre visuel, vérifiez l’aperçu, puis nous fabriquons, contrôlons, expédions et suivons votre commande.",
    intro:
      "Vous apportez l’idée, nous nous occupons du reste : impression, contrôle qualité, emballage et expédition. Voici ce qui se passe entre votre premier clic et le colis devant votre porte.",
    whatWeDo: {
      heading: "Ce que nous faisons",
      body1:
        "Nous imprimons vos propres créations sur des t-shirts, sweats à capuche, mugs, affiches, tote bags, coques de téléphone et autocollants. Vous choisissez le produit, ajoutez votre visuel et commandez autant d’exemplaires que nécessaire, même un seul.",
      body2:
        "Nous travaillons à la demande : rien n’est imprimé à l’avance. Chaque article n’est fabriqué qu’après votre commande. Résultat : aucun minimum de commande, aucun stock à entreposer, et moins de gaspillage pour tout le monde.",
    },
    process: {
      heading: "Étape par étape",
      intro: "Chaque commande suit les mêmes sept étapes.",
      choose: {
        title: "Choisissez un produit",
        body: "Commencez par le produit à personnaliser, puis choisissez ses options, comme la taille ou la couleur. Vous ne savez pas si votre visuel est prêt ? Le guide créatif explique comment préparer des fichiers qui s’impriment bien sur chaque produit.",
      },
      design: {
        title: "Importez et placez votre visuel",
        body: "Importez votre visuel en image PNG, JPEG, WebP ou TIFF et positionnez-le sur le produit. Pour un rendu net, prévoyez {{recommended}} DPI à la taille d’impression.",
      },
      preview: {
        title: "Vérifiez l’aperçu",
        body: "Avant de payer, examinez l’aperçu de votre visuel sur le produit : position, taille et couleurs. Cet aperçu vaut bon à tirer : ce que vous validez est ce que nous imprimons. Les couleurs à l’écran peuvent différer légèrement de l’encre sur le tissu ou le papier.",
      },
      production: {
        title: "Fabrication en 2 à 5 jours ouvrés",
        body: "Dès la confirmation de votre paiement, votre commande passe en production. L’impression et la finition prennent 2 à 5 jours ouvrés selon le produit.",
      },
      quality: {
        title: "Contrôle qualité",
        body: "Chaque article est inspecté avant l’emballage : position de l’impression, couleurs, netteté et état du produit. Si quelque chose ne va pas, nous le réimprimons avant l’expédition.",
      },
      shipping: {
        title: "Expédition",
        body: "Nous emballons soigneusement votre commande et la confions au transporteur. Le délai de livraison dépend de votre région et du mode d’expédition choisi.",
      },
      tracking: {
        title: "Suivi dans votre compte",
        body: "Dès l’expédition de votre colis, vous recevez son numéro de suivi par e-mail. Vous pouvez aussi suivre l’état de chaque commande depuis la page des commandes de votre compte.",
      },
    },
    payment: {
      heading: "Prix et paiement",
      body: "Vous pouvez choisir la devise d’affichage des prix pour comparer plus facilement. Chaque paiement, livraison comprise, est traité en toute sécurité en dollars américains (USD). Si votre carte utilise une autre devise, votre banque convertit le montant à son propre taux et peut ajouter des frais.",
    },
    whoWeAre: {
      heading: "Qui sommes-nous",
      body1:
        "{{siteName}} est une boutique indépendante d’impression à la demande pour celles et ceux qui veulent voir leurs idées sur de vrais produits : artistes qui lancent leur premier merch, petites entreprises et associations, équipes, familles qui préparent un événement, ou toute personne en quête d’un cadeau que personne d’autre n’a.",
      body2:
        "Nous pensons qu’un produit personnalisé ne devrait exiger ni grosse commande, ni devis, ni diplôme de graphiste. Alors nous faisons simple : des guides clairs, des délais honnêtes, un vrai contrôle qualité sur chaque article, et une réimpression ou un remboursement quand un article arrive mal imprimé ou abîmé.",
    },
    next: {
      heading: "En savoir plus",
      creative: "Préparer un visuel prêt à imprimer avec le guide créatif",
      shipping: "Consulter les délais de fabrication et de livraison",
      help: "Parcourir les réponses du centre d’aide",
    },
  },
  creative: {
    title: "Guide créatif",
    description:
      "Comment préparer un visuel prêt à imprimer : résolution ({{recommended}} DPI, au moins {{minimum}}) et tailles en pixels, formats de fichier, fond perdu et zone de sécurité, couleurs, polices et droits d’auteur.",
    intro:
      "Une belle impression commence par un bon fichier. Ces conseils pratiques vous aident à obtenir un motif net, éclatant et placé exactement où vous le voulez, sur chaque produit.",
    resolution: {
      heading: "Résolution",
      body1:
        "Préparez votre visuel à {{recommended}} DPI (points par pouce) à sa taille d’impression. Pour connaître la taille en pixels nécessaire, multipliez la taille d’impression en pouces par {{recommended}}, ou la taille en centimètres par {{perCentimetre}} environ.",
      body2:
        "Agrandir une petite image dans un logiciel, ou modifier seulement son réglage DPI, n’ajoute aucun détail : partez du plus grand original dont vous disposez. En dessous de {{minimum}} DPI à la taille d’impression, le rendu paraît flou ou pixelisé : c’est le minimum qu’indique chaque fiche produit.",
      tableCaption: "Exemples de tailles en pixels",
      colProduct: "Produit",
      colPrintSize: "Taille d’impression",
      colMinimum: "Minimum ({{dpi}} DPI)",
      colRecommended: "Recommandé ({{dpi}} DPI)",
      pixels: "{{width}} × {{height}} px",
      rows: {
        tshirt: {
          product: "T-shirt, zone d’impression complète",
          size: "30,5 × 40,6 cm (12 × 16 po)",
        },
        posterSmall: {
          product: "Affiche",
          size: "20,3 × 25,4 cm (8 × 10 po)",
        },
        posterMedium: {
          product: "Affiche",
          size: "30,5 × 45,7 cm (12 × 18 po)",
        },
        posterLarge: {
          product: "Affiche",
          size: "45,7 × 61 cm (18 × 24 po)",
        },
        posterXLarge: {
          product: "Affiche",
          size: "61 × 91,4 cm (24 × 36 po)",
        },
      },
      tableNote: "Les tailles d’affiche sont indiquées sans fond perdu ; voir les sections suivantes.",
    },
    formats: {
      heading: "Formats de fichier",
      intro:
        "Nous acceptons les images PNG, JPEG, WebP et TIFF de 50 Mo au plus. Choisissez le format adapté à votre visuel :",
      png: {
        name: "PNG",
        body: "Idéal pour la plupart des motifs sur vêtements, mugs, sacs et autocollants. Il gère la transparence : tout ce qui ne fait pas partie de votre motif reste non imprimé, sans rectangle blanc autour.",
      },
      jpg: {
        name: "JPG",
        body: "Adapté aux photos et aux affiches imprimées bord à bord. Il ne gère pas la transparence : tout le rectangle est imprimé, fond compris. Exportez avec le réglage de qualité le plus élevé.",
      },
      vector: {
        name: "Visuels vectoriels (SVG, PDF, AI)",
        body: "Les logos, le lettrage et les illustrations en aplats sont souvent dessinés en vectoriel. Nous imprimons des pixels, exactement ceux que vous voyez dans l’aperçu, et ne prenons donc pas de fichiers vectoriels : exportez le vôtre en PNG à 300 DPI à sa taille d’impression, sur fond transparent.",
      },
    },
    bleed: {
      heading: "Fond perdu et zone de sécurité",
      body: "Les affiches et les autocollants sont découpés après impression, et la coupe peut se décaler très légèrement. Deux marges protègent votre visuel :",
      bleedItem: {
        name: "Fond perdu",
        body: "Prolongez votre couleur ou image de fond de 3 mm (0,125 po) au-delà du trait de coupe, sur chaque côté, pour qu’aucun liseré blanc n’apparaisse après la découpe.",
      },
      safeItem: {
        name: "Zone de sécurité",
        body: "Gardez textes, logos et détails importants dans la zone de sécurité, à au moins 3 mm (0,125 po) à l’intérieur du trait de coupe, pour que rien ne soit rogné.",
      },
      example:
        "Exemple : pour une affiche de 45,7 × 61 cm (18 × 24 po), créez un document de 18,25 × 24,25 po, soit {{width}} × {{height}} px à {{dpi}} DPI.",
    },
    colour: {
      heading: "Couleurs",
      rgb: {
        name: "Écran ou impression",
        body: "Les écrans affichent les couleurs en RVB, avec de la lumière. L’impression convertit votre fichier en encres CMJN, qui ne peuvent pas reproduire toutes les couleurs d’un écran. La plupart restent très proches ; travaillez en sRVB pour un résultat plus prévisible.",
      },
      shifts: {
        name: "Les couleurs qui changent",
        body: "Les néons vifs, les bleus électriques et certains violets et verts très saturés ressortent plus ternes à l’impression. Si une teinte précise compte, choisissez une couleur un peu moins saturée.",
      },
      thinLines: {
        name: "Traits fins",
        body: "Évitez les traits de moins de 1 pt (environ 0,35 mm) : ils peuvent se fragmenter ou disparaître, surtout sur le tissu.",
      },
      dark: {
        name: "Vêtements foncés",
        body: "Sur un tissu foncé, les parties sombres de votre motif (marine, gris foncé, noir) ressortent à peine, et les ombres douces ou zones semi-transparentes peuvent paraître irrégulières. Misez sur un fort contraste et supprimez tout fond que vous ne voulez pas imprimer.",
      },
    },
    fonts: {
      heading: "Polices et texte",
      outline:
        "Avant d’exporter un visuel vectoriel en PNG, vectorisez son texte (conversion en contours) ou vérifiez que ses polices sont installées, pour que votre typographie s’imprime exactement comme prévu.",
      raster:
        "Dans les fichiers PNG et JPG, le texte fait déjà partie de l’image : vérifiez simplement que la résolution est suffisante pour garder des contours nets.",
      size: "Gardez les petits textes à 8 pt ou plus, et donnez un peu plus de taille et de graisse aux polices fines ou manuscrites.",
    },
    copyright: {
      heading: "Droits d’auteur",
      body1:
        "N’importez que des visuels que vous avez créés vous-même ou que vous avez le droit d’utiliser, par exemple des images sous une licence couvrant les produits imprimés, ou une œuvre commandée dont les droits vous ont été cédés.",
      body2:
        "Les logos, noms de marque, personnages, paroles de chansons, photos de personnalités et la plupart des images trouvées en ligne appartiennent à quelqu’un d’autre. Nous n’imprimons pas les visuels qui portent manifestement atteinte aux droits d’autrui.",
    },
    checklist: {
      heading: "Liste de contrôle avant l’import",
      items: {
        resolution: "{{recommended}} DPI à la taille d’impression finale, jamais moins de {{minimum}}",
        format: "PNG à fond transparent pour les vêtements, mugs, sacs et autocollants",
        bleed:
          "Fond perdu de 3 mm (0,125 po) sur les affiches et autocollants, texte dans la zone de sécurité",
        lines: "Aucun trait de moins de 1 pt",
        fonts: "Visuels vectoriels exportés en PNG à 300 DPI, texte vectorisé au préalable",
        rights: "Un visuel qui vous appartient ou que vous avez le droit d’utiliser",
        preview: "Aperçu vérifié sur le produit avant de payer",
      },
    },
    next: {
      help: "Plus de réponses sur les fichiers et la création",
      shipping: "Délais de fabrication et de livraison",
    },
  },
  shipping: {
    title: "Livraison",
    description:
      "Fabrication en 2 à 5 jours ouvrés, délais de livraison par région, suivi, droits de douane, et que faire si un colis est en retard, perdu ou abîmé.",
    intro:
      "Nous livrons dans le monde entier depuis notre atelier d’impression. Voici combien de temps prend chaque étape, ce que cela coûte, et que faire si un problème survient en route.",
    production: {
      heading: "Délai de fabrication",
      body1:
        "Chaque article est imprimé pour vous après votre commande. La fabrication, impression, séchage et contrôle qualité compris, prend 2 à 5 jours ouvrés selon le produit.",
      body2:
        "Les jours ouvrés vont du lundi au vendredi, hors jours fériés. Votre attente totale correspond au délai de fabrication plus le délai de livraison de votre région ci-dessous.",
    },
    regions: {
      heading: "Délais de livraison par région",
      tableCaption: "Délais de livraison habituels après l’expédition, en jours ouvrés",
      colRegion: "Destination",
      colStandard: "Standard",
      colExpress: "Express",
      notAvailable: "Non disponible",
      businessDays: "{{min}} à {{max}} jours ouvrés",
      businessDaysExact_one: "{{count}} jour ouvré",
      businessDaysExact_other: "{{count}} jours ouvrés",
      rows: {
        us: { name: "États-Unis" },
        ca: { name: "Canada" },
        ukEu: { name: "Royaume-Uni et Union européenne" },
        auNz: { name: "Australie et Nouvelle-Zélande" },
        world: { name: "Reste du monde" },
      },
      note: "Ces délais sont indicatifs et non garantis. Les périodes chargées, la météo et les contrôles douaniers peuvent ajouter quelques jours.",
    },
    rates: {
      heading: "Tarifs de livraison",
      tableCaption: "Livraison par commande, selon la destination et le mode d’envoi",
      colRegion: "Destination",
      colStandardFirst: "Standard, premier article",
      colStandardAdditional: "Chaque article supplémentaire",
      colExpressFirst: "Express, premier article",
      colExpressAdditional: "Chaque article supplémentaire",
    },
    costs: {
      heading: "Frais de port et devise",
      body1:
        "Les frais de port sont calculés selon votre destination et le mode d’expédition choisi, puis ajoutés à votre commande avant le paiement.",
      body2:
        "Le total de la commande, livraison comprise, est toujours débité en dollars américains (USD). Si vous affichez les prix dans une autre devise, les montants convertis sont des estimations : votre banque convertit le débit en USD à son propre taux et peut ajouter des frais.",
    },
    tracking: {
      heading: "Suivre votre commande",
      body: "Dès que votre colis quitte l’atelier, nous vous envoyons son numéro de suivi par e-mail. Vous retrouvez aussi le numéro de suivi et l’état de chaque commande sur la page des commandes de votre compte.",
    },
    customs: {
      heading: "Douane, droits et taxes",
      body: "Pour les commandes internationales, le pays de destination peut appliquer des droits d’importation, des taxes ou des frais de dédouanement. Ils ne sont pas inclus dans nos prix et peuvent être à régler à la livraison, par le destinataire, au transporteur ou à la douane.",
    },
    address: {
      heading: "Vérifiez votre adresse",
      body: "Les colis sont envoyés à l’adresse saisie avec votre commande. Vérifiez la rue, le numéro, l’appartement et le code postal avant de payer : une adresse erronée ou incomplète est la cause de retard la plus fréquente.",
    },
    problems: {
      heading: "Colis en retard, perdu ou abîmé",
      intro:
        "En cas de problème, <contact>contactez-nous</contact> dans les 30 jours suivant la date de livraison prévue et nous trouverons une solution.",
      late: {
        name: "En retard",
        body: "Consultez d’abord le suivi : les colis patientent parfois quelques jours dans un centre de tri ou en douane. S’il n’est toujours pas arrivé bien après le délai prévu pour votre région, <contact>contactez-nous</contact> en indiquant votre numéro de commande.",
      },
      lost: {
        name: "Perdu",
        body: "Si le suivi ne bouge plus, ou indique le colis comme livré alors que vous ne l’avez pas reçu, <contact>contactez-nous</contact>. Nous menons l’enquête avec le transporteur et, si le colis est perdu, nous vous envoyons un remplacement ou vous remboursons.",
      },
      damaged: {
        name: "Abîmé ou mal imprimé",
        body: "Envoyez-nous des photos de l’article, de l’impression et de l’emballage dans les 30 jours suivant la livraison. Nous réimprimons ou remboursons les articles mal imprimés ou abîmés, sans frais pour vous.",
      },
      helpLink: "En savoir plus sur les retours et les problèmes",
    },
  },
  help: {
    title: "Centre d’aide",
    description:
      "Réponses sur la commande, les fichiers, le paiement et la devise, la livraison, les retours et votre compte.",
    intro:
      "Des réponses rapides aux questions qu’on nous pose le plus souvent. Sélectionnez une question pour afficher sa réponse.",
    sections: {
      ordering: {
        heading: "Commander",
        questions: {
          howToOrder: {
            q: "Comment passer commande ?",
            a: "Choisissez un produit et ses options, importez votre visuel et placez-le sur le produit. Vérifiez l’aperçu, puis payez. Nous imprimons votre commande, la contrôlons et vous l’expédions.",
          },
          minimum: {
            q: "Y a-t-il un minimum de commande ?",
            a: "Non. Chaque article est fabriqué à la commande : vous pouvez commander un seul exemplaire ou autant que vous le souhaitez.",
          },
          changeOrder: {
            q: "Puis-je modifier ou annuler ma commande ?",
            a: "Seulement avant son passage en production. Comme chaque article est imprimé rien que pour vous, une commande déjà en cours d’impression ne peut plus être modifiée ni annulée. <contact>Contactez-nous</contact> au plus vite si vous repérez une erreur.",
          },
          productionTime: {
            q: "Combien de temps faut-il pour fabriquer ma commande ?",
            a: "La fabrication prend 2 à 5 jours ouvrés selon le produit. Le délai de livraison s’y ajoute et dépend de votre région.",
          },
        },
      },
      design: {
        heading: "Création et fichiers",
        questions: {
          formats: {
            q: "Quels formats de fichier puis-je importer ?",
            a: "Des images PNG, JPEG, WebP et TIFF de 50 Mo au plus. Le PNG à fond transparent convient à la plupart des produits. Exportez les logos et le lettrage dessinés en vectoriel (SVG, PDF, AI) en PNG à 300 DPI : nous imprimons les pixels que vous voyez dans l’aperçu, et ne prenons donc pas de fichiers vectoriels.",
          },
          resolution: {
            q: "Quelle résolution pour mon visuel ?",
            a: "{{recommended}} DPI à la taille d’impression, et jamais moins de {{minimum}} DPI. Par exemple, une zone d’impression complète de t-shirt de 12 × 16 po (30,5 × 40,6 cm) demande {{width}} × {{height}} pixels, et au moins {{minimumWidth}} × {{minimumHeight}}. Chaque fiche produit indique les pixels de ses zones d’impression.",
          },
          colours: {
            q: "Pourquoi les couleurs imprimées diffèrent-elles de mon écran ?",
            a: "Les écrans affichent les couleurs avec de la lumière (RVB), l’impression utilise des encres (CMJN). La plupart des couleurs restent proches, mais les néons vifs et certains bleus intenses ressortent plus ternes. Chaque écran affiche aussi les couleurs un peu différemment.",
          },
          copyright: {
            q: "Puis-je utiliser une image trouvée en ligne ?",
            a: "Seulement si vous avez le droit de l’utiliser. Importez des visuels que vous avez créés vous-même ou que vous êtes autorisé à imprimer. Les logos, les personnages et la plupart des images trouvées en ligne appartiennent à quelqu’un d’autre.",
          },
        },
      },
      payment: {
        heading: "Paiement et devise",
        questions: {
          currency: {
            q: "Dans quelle devise serai-je débité ?",
            a: "Toujours en dollars américains (USD). Vous pouvez afficher les prix dans une autre devise pour comparer plus facilement, mais chaque paiement, livraison comprise, est traité en USD.",
          },
          difference: {
            q: "Pourquoi le montant sur mon relevé bancaire diffère-t-il du prix affiché ?",
            a: "Les prix affichés dans une autre devise que l’USD sont des estimations converties. Votre banque convertit le débit en USD à son propre taux de change du jour et peut ajouter des frais pour paiement à l’étranger.",
          },
          security: {
            q: "Mon paiement est-il sécurisé ?",
            a: "Oui. Les paiements passent par une connexion chiffrée, et votre commande n’entre en production qu’une fois le paiement confirmé.",
          },
        },
      },
      shipping: {
        heading: "Expédition et livraison",
        questions: {
          countries: {
            q: "Livrez-vous dans mon pays ?",
            a: "Nous livrons dans le monde entier. Les délais vont de 3 à 5 jours ouvrés aux États-Unis à 10 à 20 jours ouvrés pour le reste du monde.",
          },
          tracking: {
            q: "Comment suivre ma commande ?",
            a: "À l’expédition de votre colis, nous vous envoyons son numéro de suivi par e-mail. Vous le retrouvez aussi, avec l’état de la commande, sur la page des commandes de votre compte.",
          },
          customs: {
            q: "Devrai-je payer des droits de douane ?",
            a: "C’est possible. Pour les commandes internationales, le pays de destination peut appliquer des droits ou taxes d’importation. Ils ne sont pas inclus dans nos prix et peuvent être à régler à la livraison.",
          },
        },
      },
      returns: {
        heading: "Retours et problèmes",
        questions: {
          changeOfMind: {
            q: "Puis-je retourner un article si je change d’avis ?",
            a: "Les produits personnalisés sont fabriqués à la commande, rien que pour vous : ils ne peuvent être ni retournés ni échangés pour un changement d’avis, y compris une erreur de taille ou de couleur. Vérifiez bien les options et l’aperçu avant de payer.",
          },
          damaged: {
            q: "Mon article est arrivé mal imprimé ou abîmé. Que faire ?",
            a: "<contact>Contactez-nous</contact> dans les 30 jours suivant la livraison, avec des photos de l’article et de l’emballage. Nous réimprimons ou remboursons les articles mal imprimés ou abîmés, sans frais pour vous.",
          },
          lostParcel: {
            q: "Mon colis est en retard ou semble perdu. Que faire ?",
            a: "Consultez d’abord le suivi : un colis peut patienter quelques jours en douane ou dans un centre de tri. Si le délai prévu est largement dépassé, <contact>contactez-nous</contact> avec votre numéro de commande : nous menons l’enquête avec le transporteur et envoyons un remplacement ou remboursons si le colis est perdu.",
          },
        },
      },
      account: {
        heading: "Compte",
        questions: {
          orders: {
            q: "Où suivre mes commandes ?",
            a: "Dans votre compte, sur la page des commandes : vous y voyez l’état de chaque commande et, une fois expédiée, son numéro de suivi.",
          },
          language: {
            q: "Puis-je utiliser la boutique en français ?",
            a: "Oui. Utilisez le sélecteur de langue en haut de chaque page pour lire la boutique en anglais ou en français.",
          },
        },
      },
    },
    more: {
      heading: "Vous cherchez encore ?",
      body: "Nos guides entrent dans le détail.",
      about: "Comment ça marche, étape par étape",
      creative: "Préparer un visuel prêt à imprimer",
      shipping: "Délais de livraison et suivi",
    },
    contact: {
      heading: "Nous contacter",
      prompt: "Vous ne trouvez pas votre réponse ?",
      intro_one:
        "Écrivez-nous au sujet d’une commande, d’un produit ou de toute autre chose. Nous répondons sous {{count}} jour ouvré, en français ou en anglais.",
      intro_other:
        "Écrivez-nous au sujet d’une commande, d’un produit ou de toute autre chose. Nous répondons sous {{count}} jours ouvrés, en français ou en anglais.",
      name: "Votre nom",
      email: "Votre e-mail",
      topic: "Sujet",
      topicPlaceholder: "Choisissez un sujet",
      topics: {
        order: "Une commande",
        product: "Produits et impression",
        shipping: "Expédition et livraison",
        payment: "Paiement",
        account: "Mon compte",
        other: "Autre chose",
      },
      orderNumber: "Numéro de commande (facultatif)",
      message: "Votre message",
      honeypot: "Laissez ce champ vide",
      submit: "Envoyer le message",
      privacy: "Nous utilisons ces informations uniquement pour vous répondre.",
      sentToast: "Message envoyé ! Nous vous répondrons bientôt.",
      sentTitle: "Merci, votre message est en route.",
      sentBody: "Votre référence est {{reference}}. Nous vous en avons envoyé une copie à {{email}}.",
      rateLimited_one: "Vous avez envoyé trop de messages. Réessayez dans {{count}} minute.",
      rateLimited_other: "Vous avez envoyé trop de messages. Réessayez dans {{count}} minutes.",
    },
  },
  terms: {
    title: "Conditions d’utilisation",
    description:
      "Les règles de notre boutique d’impression à la demande : votre compte, les visuels que vous importez, ce que nous n’imprimons pas, le paiement en dollars américains, les retours d’articles fabriqués à la commande et la fermeture des comptes.",
    intro:
      "Ces conditions s’appliquent entre vous et {{siteName}} dès que vous utilisez la boutique, créez un compte ou passez commande. Nous les avons voulues courtes et claires.",
    service: {
      heading: "Notre service",
      body1:
        "{{siteName}} est une boutique d’impression à la demande. Vous importez vos propres visuels pour personnaliser des produits ; nous fabriquons chacun d’eux à la commande, puis nous vous l’expédions.",
      body2:
        "En créant un compte ou en passant commande, vous acceptez ces conditions ainsi que notre politique de confidentialité, qui explique quelles données personnelles nous conservons et pourquoi.",
      link: "Lire la politique de confidentialité",
    },
    account: {
      heading: "Votre compte",
      body1:
        "Vous pouvez créer un compte avec votre adresse e-mail et un mot de passe, ou vous connecter avec Google. Merci de fournir des informations exactes et de garder votre mot de passe pour vous : vous êtes responsable de l’usage qui est fait de votre compte.",
      body2:
        "Dans les paramètres du compte, vous pouvez consulter toutes les sessions ouvertes à votre nom et fermer celles que vous ne reconnaissez pas.",
    },
    artwork: {
      heading: "Vos visuels",
      body1:
        "N’importez que des visuels qui vous appartiennent ou que vous avez le droit d’imprimer sur des produits : vos propres créations, des images dont la licence couvre l’impression sur des produits, ou des œuvres commandées dont les droits vous ont été cédés.",
      body2:
        "Vos visuels restent les vôtres. Vous nous autorisez à les conserver, à vous les afficher et à les imprimer, uniquement pour préparer et exécuter vos commandes.",
    },
    content: {
      heading: "Ce que nous n’imprimons pas",
      body1:
        "N’importez et ne commandez aucun visuel illicite, portant atteinte aux droits d’autrui (droit d’auteur, marques, droit à l’image) ou incitant à la haine envers des personnes ou des groupes.",
      body2:
        "Nous pouvons refuser d’imprimer n’importe quel visuel, en particulier s’il enfreint ces règles.",
    },
    prices: {
      heading: "Prix et paiement",
      body1:
        "Vous pouvez choisir la devise d’affichage des prix. Les montants affichés dans une autre devise que le dollar américain sont des conversions données à titre indicatif.",
      body2:
        "Tous les paiements, frais de livraison compris, sont débités en dollars américains (USD). Si votre carte est libellée dans une autre devise, votre banque convertit le montant à son propre taux et peut prélever des frais.",
    },
    returns: {
      heading: "Fabrication à la commande : retours et défauts",
      body1:
        "Chaque produit est fabriqué à la commande avec votre visuel : un article personnalisé ne peut donc être ni repris ni échangé si vous changez d’avis, y compris pour une taille ou une couleur que vous avez choisie. Vérifiez bien les options et l’aperçu avant de payer.",
      body2:
        "Si un article vous parvient mal imprimé ou endommagé, nous le réimprimons ou vous le remboursons, sans frais pour vous. Contactez-nous dans les 30 jours suivant la livraison, avec des photos de l’article et de son emballage.",
      link: "Signaler un problème sur une commande",
    },
    closing: {
      heading: "Suspension et fermeture des comptes",
      body1:
        "Nous pouvons suspendre ou fermer un compte utilisé de manière abusive, par exemple pour importer des contenus que nous n’imprimons pas, pour frauder ou pour perturber la boutique au détriment des autres clients.",
      body2:
        "Vous pouvez fermer votre compte à tout moment en le supprimant depuis les paramètres du compte.",
    },
    law: {
      heading: "Droit applicable et modifications",
      body1:
        "Ces conditions sont régies par le droit du pays où la boutique est établie. Elles ne vous privent d’aucun des droits que vous accorde la législation sur la protection des consommateurs de votre pays de résidence.",
      body2:
        "Nous pouvons modifier ces conditions. La date en haut de cette page indique leur dernière mise à jour ; chaque commande reste régie par la version en vigueur au moment où vous l’avez passée.",
    },
    contact: {
      heading: "Nous contacter",
      body: "Une question sur ces conditions ? Contactez-nous depuis le centre d’aide.",
      link: "Nous écrire",
    },
  },
  privacy: {
    title: "Politique de confidentialité",
    description:
      "Les données personnelles conservées par notre boutique, pourquoi et combien de temps, les cookies utilisés, et comment modifier ou supprimer vos données depuis votre compte.",
    intro:
      "Cette politique explique quelles données personnelles {{siteName}} conserve lorsque vous utilisez la boutique, pourquoi, pendant combien de temps, et comment vous pouvez agir sur ces données.",
    data: {
      heading: "Ce que nous conservons",
      intro: "Selon votre utilisation de la boutique, nous conservons :",
      items: {
        account: {
          name: "Votre compte",
          body: "Votre nom, votre adresse e-mail, ainsi que la langue et la devise que vous avez choisies. Si vous vous inscrivez avec un mot de passe, nous n’en gardons qu’une empreinte (hachage argon2id), jamais le mot de passe lui-même.",
        },
        google: {
          name: "Connexion avec Google",
          body: "Si vous vous connectez avec Google, nous recevons votre nom, votre adresse e-mail, l’adresse de votre photo de profil Google et l’identifiant de votre compte Google.",
        },
        sessions: {
          name: "Sessions",
          body: "Quand vous vous connectez, nous ouvrons une session : un jeton aléatoire que votre navigateur désigne au moyen d’un cookie, enregistré avec le type et la version de votre navigateur (user agent) et votre adresse IP.",
        },
        codes: {
          name: "Codes à usage unique",
          body: "Les codes que nous vous envoyons par e-mail ne sont conservés que sous forme d’empreinte et expirent au bout de 10 minutes ou de 24 heures selon leur usage.",
        },
        mail: {
          name: "E-mails que nous vous envoyons",
          body: "Nous conservons chaque message jusqu’à sa distribution, puis nous en effaçons le contenu.",
        },
        artwork: {
          name: "Visuels et commandes",
          body: "Les visuels que vous importez et les commandes que vous passez.",
        },
      },
    },
    purposes: {
      heading: "Pourquoi nous les conservons",
      body1:
        "Ces données nous servent à faire fonctionner la boutique pour vous : gérer votre compte et vous connecter en toute sécurité, vous envoyer les codes et les e-mails nécessaires, afficher la boutique dans votre langue et votre devise, fabriquer et livrer vos commandes.",
      body2:
        "Le type de navigateur et l’adresse IP sont enregistrés avec chaque session pour que vous puissiez reconnaître vos sessions dans les paramètres du compte.",
    },
    cookies: {
      heading: "Cookies",
      intro:
        "Nous n’utilisons que les cookies nécessaires au fonctionnement de la boutique : aucun cookie publicitaire, aucun cookie de suivi tiers.",
      items: {
        session: {
          name: "Cookie de session (strictement nécessaire)",
          body: "Il maintient votre connexion. Il ne contient qu’une référence à votre session, les scripts de la page ne peuvent pas le lire (HttpOnly), et la session expire 30 jours après votre dernière visite.",
        },
        preferences: {
          name: "Cookies de préférences",
          body: "Les cookies locale, currency et color-mode mémorisent votre langue, votre devise d’affichage et votre mode d’affichage pendant 365 jours.",
        },
        notifications: {
          name: "Cookie de notification",
          body: "Un cookie signé, de courte durée, transmet à la page suivante des messages ponctuels, comme la confirmation qu’une modification a bien été enregistrée.",
        },
      },
    },
    google: {
      heading: "Connexion avec Google",
      body1:
        "Le script de connexion de Google n’est chargé que si vous choisissez de vous connecter avec Google ; le reste de la boutique ne le charge pas.",
      body2:
        "Lorsque vous l’utilisez, Google traite vos données selon sa propre politique de confidentialité. Nous ne recevons que votre nom, votre adresse e-mail, l’adresse de votre photo de profil et l’identifiant de votre compte Google.",
    },
    retention: {
      heading: "Durées de conservation",
      items: {
        account: {
          name: "Données du compte",
          body: "Jusqu’à la suppression de votre compte.",
        },
        sessions: {
          name: "Sessions",
          body: "Jusqu’à votre déconnexion, ou 30 jours après leur dernière utilisation.",
        },
        codes: {
          name: "Codes à usage unique",
          body: "10 minutes ou 24 heures, selon le code.",
        },
        mail: {
          name: "Contenu des e-mails",
          body: "Jusqu’à la distribution du message.",
        },
        preferences: {
          name: "Cookies de préférences",
          body: "365 jours.",
        },
        orders: {
          name: "Historique des commandes",
          body: "Aussi longtemps que nos obligations comptables l’exigent, même après la suppression de votre compte.",
        },
      },
    },
    choices: {
      heading: "Vos choix",
      body1:
        "Dans les paramètres du compte, vous pouvez modifier votre profil, votre langue et votre devise, consulter vos sessions ouvertes et les fermer, changer votre mot de passe et supprimer votre compte.",
      body2:
        "La suppression de votre compte efface vos données personnelles. Nous pouvons conserver l’historique de vos commandes aussi longtemps que nos obligations comptables l’exigent.",
      body3:
        "Vous pouvez aussi supprimer à tout moment les cookies de la boutique dans votre navigateur : votre session sera alors fermée et vos préférences réinitialisées.",
    },
    changes: {
      heading: "Modifications de cette politique",
      body: "Si nous changeons notre façon de traiter vos données, nous mettrons à jour cette page et la date indiquée en haut.",
    },
    contact: {
      heading: "Nous contacter",
      body: "Pour toute question ou demande concernant vos données personnelles, contactez-nous depuis le centre d’aide.",
      link: "Nous écrire",
    },
  },
} satisfies Messages<typeof en>;
