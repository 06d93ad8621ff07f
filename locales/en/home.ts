export default {
  title: "Custom products, printed on demand",
  description:
    "Put your own artwork on t-shirts, hoodies, mugs, posters, tote bags, phone cases and stickers. No minimum order, printed when you order, shipped worldwide, paid securely in US dollars.",
  hero: {
    eyebrow: "Print on demand · No minimum order",
    pitch:
      "Upload your artwork, place it on a t-shirt, hoodie, mug, poster, tote bag, phone case or sticker, and we print it just for you, one piece or a hundred, and ship it to your door.",
    ctaHowItWorks: "See how it works",
    ctaCreative: "Read the creative guide",
    note: "Prices can be shown in your currency. Every payment is charged in US dollars.",
  },
  steps: {
    heading: "How it works",
    intro: "Three steps between your idea and a finished product in your hands.",
    choose: {
      title: "Choose a product",
      body: "Pick from t-shirts, hoodies, mugs, posters, tote bags, phone cases and stickers, then the options that fit, such as size or colour.",
    },
    design: {
      title: "Design it",
      body: "Upload your own artwork, place it on the product and check the preview. What you approve is what we print.",
    },
    ship: {
      title: "We print and ship",
      body: "We make your order in 2–5 business days, check every item, then ship it with a tracking number you can follow from your account.",
    },
    more: "Read the full process, step by step",
  },
  reasons: {
    heading: "Why choose us",
    intro: "Everything a print shop should do well, without the usual bulk-order strings attached.",
    quality: {
      title: "Quality printing",
      body: "Sharp, durable prints on every product, and a quality check on every item before it leaves us. Misprints are reprinted at our cost.",
    },
    noMinimums: {
      title: "No minimums",
      body: "Order a single gift, a test run or a full batch: each item is made to order, so there is no stock to buy and nothing wasted.",
    },
    worldwide: {
      title: "We ship worldwide",
      body: "From the United States and Canada to Europe, Australia and beyond, with tracking on every order.",
    },
    payments: {
      title: "Secure payments in USD",
      body: "Browse with prices shown in the currency you pick. Every charge is processed securely in US dollars, so you always know exactly what you pay.",
    },
  },
  closing: {
    heading: "Questions before you start?",
    body: "Find delivery times for your country, or answers about files, payment and returns.",
    shipping: "See shipping times",
    help: "Visit the help center",
  },
  stepNumber: "Step {{number}}",
  catalogue: {
    browse: "Browse the catalogue",
    categoriesHeading: "Shop by category",
    categoriesIntro: "Every product is a blank we print with your artwork, one at a time.",
    categoryCount_one: "{{count}} product",
    categoryCount_other: "{{count}} products",
    featuredHeading: "Popular products",
    featuredIntro: "Customers’ favourites to start from.",
    seeAll: "See all products",
  },
} as const;
