export default {
  settings: {
    title: "Account settings",
    intro: "Your profile, password, preferences and signed-in devices.",
    save: "Save",
    unknownAction: "This action is not available.",
    profile: { title: "Profile", saved: "Your profile is saved." },
    password: {
      title: "Password",
      description: "Changing your password signs you out on every other device.",
      noPassword: "Your account uses Google sign-in. Set a password to sign in with your email too.",
      current: "Current password",
      submit: "Change password",
      saved: "Your password is changed. Other devices are signed out.",
    },
    preferences: {
      title: "Preferences",
      description: "Your language and display currency follow you when you sign in on another device.",
      language: "Language",
      currency: "Display currency",
      languages: { en: "English", fr: "Français" },
      saved: "Your preferences are saved.",
    },
    sessions: {
      title: "Signed-in devices",
      description: "Where your account is signed in. Sessions end 30 days after they were last used.",
      current: "This device",
      lastSeen: "Last used {{date}}",
      device: "{{browser}} on {{os}}",
      unknownDevice: "Unknown device",
      signOutOthers: "Sign out of other sessions",
      signedOut: "Your other sessions are signed out.",
    },
    email: {
      title: "Email address",
      description: "We send a link to the new address; your email changes when you open it.",
      current: "Current email address",
      newEmail: "New email address",
      password: "Current password",
      submit: "Send the confirmation link",
      sent: "We sent a link to {{email}}. Open it within 24 hours to finish the change.",
      google:
        "Your account signs in with Google, so its email address is your Google account’s and cannot be changed here.",
      same: "This is already your email address.",
    },
    delete: {
      title: "Delete account",
      description: "Deletes your account and personal data for good. This cannot be undone.",
      password: "Confirm with your password",
      email: "Confirm with your email address",
      submit: "Delete my account",
      done: "Your account is deleted. Thank you for shopping with us.",
    },
  },
  emailChange: {
    title: "Change your email address",
    question: "Use {{email}} as the email address of your account?",
    explain: "You will sign in with this address from now on, and your other devices will be signed out.",
    confirm: "Change my email address",
    done: "Your email address is now {{email}}. Your other devices are signed out.",
    invalidTitle: "This link does not work",
    invalid:
      "It was already used, it expired, or a newer link was sent. Ask for a new one in your account settings.",
    taken: "This address already belongs to another account: your email address was not changed.",
    settings: "Go to account settings",
  },
  common: {
    onThisPage: "On this page",
    stepNumber: "Step {{number}}",
    keepReading: "Keep reading",
    lastUpdated: "Last updated:",
  },
  about: {
    title: "How it works",
    description:
      "How print on demand works at our shop: choose a product, upload your artwork, check the preview, then we produce, check, ship and track your order.",
    intro:
      "You bring the idea, we handle everything else: printing, quality control, packing and shipping. Here is what happens between your first click and the parcel at your door.",
    whatWeDo: {
      heading: "What we do",
      body1:
        "We print your own artwork on t-shirts, hoodies, mugs, posters, tote bags, phone cases and stickers. You choose the product, add your design and order as many pieces as you need, even just one.",
      body2:
        "We work on demand: nothing is printed in advance. Each item is produced only after you order it. That means no minimum order, no stock for you to store, and less waste for everyone.",
    },
    process: {
      heading: "Step by step",
      intro: "Every order follows the same seven steps.",
      choose: {
        title: "Choose a product",
        body: "Start with the product you want to personalize, then pick its options, such as size or colour. Not sure your artwork is ready? The creative guide explains how to prepare files that print well on every product.",
      },
      design: {
        title: "Upload and place your artwork",
        body: "Upload your artwork as a PNG, JPEG, WebP or TIFF image and position it on the product. For sharp results, use {{recommended}} DPI at the size it will be printed.",
      },
      preview: {
        title: "Check the preview",
        body: "Before you pay, review the preview of your design on the product: placement, size and colours. This preview is your proof: what you approve is what we print. Colours on a screen can look slightly different from ink on fabric or paper.",
      },
      production: {
        title: "Production in 2–5 business days",
        body: "Once your payment is confirmed, your order goes into production. Printing and finishing take 2–5 business days depending on the product.",
      },
      quality: {
        title: "Quality check",
        body: "Every item is inspected before packing: print placement, colours, sharpness and the product itself. If something isn’t right, we print it again before it ships.",
      },
      shipping: {
        title: "Shipping",
        body: "We pack your order carefully and hand it to the carrier. Delivery time depends on your region and the shipping method you choose.",
      },
      tracking: {
        title: "Tracking in your account",
        body: "As soon as your parcel ships, you receive its tracking number by email. You can also follow the status of every order from the orders page of your account.",
      },
    },
    payment: {
      heading: "Prices and payment",
      body: "You can choose the currency in which prices are displayed, to compare more easily. Every charge, shipping included, is processed securely in US dollars (USD). If your card uses another currency, your bank converts the amount at its own rate and may add a fee.",
    },
    whoWeAre: {
      heading: "Who we are",
      body1:
        "{{siteName}} is an independent print-on-demand shop for people who want their own ideas on real products: artists launching their first merch, small businesses and associations, teams, families planning an event, or anyone looking for a gift nobody else has.",
      body2:
        "We believe a custom product shouldn’t require a bulk order, a quote or a design degree. So we keep things simple: clear guides, honest delivery times, a real quality check on every item, and a reprint or refund when something arrives misprinted or damaged.",
    },
    next: {
      heading: "Learn more",
      creative: "Prepare print-ready artwork with the creative guide",
      shipping: "Check production and delivery times",
      help: "Browse answers in the help center",
    },
  },
  creative: {
    title: "Creative guide",
    description:
      "How to prepare print-ready artwork: resolution ({{recommended}} DPI, {{minimum}} at least) and pixel sizes, file formats, bleed and safe area, colour, fonts and copyright.",
    intro:
      "A great print starts with a good file. These practical tips help your design come out sharp, bright and exactly where you want it, on every product.",
    resolution: {
      heading: "Resolution",
      body1:
        "Prepare your artwork at {{recommended}} DPI (dots per inch) at the size it will be printed. To find the pixel size you need, multiply the print size in inches by {{recommended}}, or the size in centimetres by about {{perCentimetre}}.",
      body2:
        "Enlarging a small image in an editor, or only changing its DPI setting, does not add detail: start from the largest original you have. Below {{minimum}} DPI at print size, prints look soft or pixelated: that is the minimum every product page gives.",
      tableCaption: "Example pixel sizes",
      colProduct: "Product",
      colPrintSize: "Print size",
      colMinimum: "Minimum ({{dpi}} DPI)",
      colRecommended: "Recommended ({{dpi}} DPI)",
      pixels: "{{width}} × {{height}} px",
      rows: {
        tshirt: {
          product: "T-shirt, full print area",
          size: "12 × 16 in (30.5 × 40.6 cm)",
        },
        posterSmall: {
          product: "Poster",
          size: "8 × 10 in (20.3 × 25.4 cm)",
        },
        posterMedium: {
          product: "Poster",
          size: "12 × 18 in (30.5 × 45.7 cm)",
        },
        posterLarge: {
          product: "Poster",
          size: "18 × 24 in (45.7 × 61 cm)",
        },
        posterXLarge: {
          product: "Poster",
          size: "24 × 36 in (61 × 91.4 cm)",
        },
      },
      tableNote: "Poster sizes are shown without bleed; see the next sections.",
    },
    formats: {
      heading: "File formats",
      intro:
        "We accept PNG, JPEG, WebP and TIFF images of up to 50 MB. Pick the format that suits your artwork:",
      png: {
        name: "PNG",
        body: "Best for most designs on garments, mugs, bags and stickers. It supports transparency: anything that is not part of your design stays unprinted, with no white box around it.",
      },
      jpg: {
        name: "JPG",
        body: "Good for photos and full-bleed posters. It has no transparency, so the whole rectangle prints, background included. Export at the highest quality setting.",
      },
      vector: {
        name: "Vector artwork (SVG, PDF, AI)",
        body: "Logos, lettering and flat illustrations are often drawn as vectors. We print pixels, exactly those you see in the preview, so we do not take vector files: export yours as a PNG at 300 DPI at the size it will print, with a transparent background.",
      },
    },
    bleed: {
      heading: "Bleed and safe area",
      body: "Posters and stickers are cut to size after printing, and the cut can move very slightly. Two margins protect your design:",
      bleedItem: {
        name: "Bleed",
        body: "Extend your background colour or image 3 mm (0.125 in) beyond the trim line on every side, so no thin white edge appears after cutting.",
      },
      safeItem: {
        name: "Safe area",
        body: "Keep text, logos and important details inside the safe area, at least 3 mm (0.125 in) inside the trim line, so nothing gets cut off.",
      },
      example:
        "Example: for an 18 × 24 in poster, make your canvas 18.25 × 24.25 in, which is {{width}} × {{height}} px at {{dpi}} DPI.",
    },
    colour: {
      heading: "Colour",
      rgb: {
        name: "Screen versus print",
        body: "Screens show colour in RGB, with light. Printing converts your file to CMYK inks, which cannot reproduce every screen colour. Most colours stay very close; work in sRGB for the most predictable result.",
      },
      shifts: {
        name: "Colours that shift",
        body: "Bright neons, electric blues and some vivid purples and greens come out duller in print. If an exact shade matters, choose a slightly less saturated colour.",
      },
      thinLines: {
        name: "Thin lines",
        body: "Avoid lines thinner than 1 pt (about 0.35 mm): they can break up or disappear, especially on fabric.",
      },
      dark: {
        name: "Dark garments",
        body: "On dark fabric, dark parts of your design (navy, dark grey, black) barely show, and soft shadows or semi-transparent areas can look patchy. Use strong contrast, and remove any background you don’t want printed.",
      },
    },
    fonts: {
      heading: "Fonts and text",
      outline:
        "Before you export vector artwork to PNG, convert its text to outlines (or check the fonts are installed), so your typeface prints exactly as you designed it.",
      raster:
        "In PNG and JPG files, text is already part of the image: just make sure the file has enough resolution to keep edges clean.",
      size: "Keep small text at 8 pt or larger, and give thin or script fonts a little more size and weight.",
    },
    copyright: {
      heading: "Copyright",
      body1:
        "Only upload artwork you created yourself or have the right to use, for example stock images with a licence that covers printed products, or commissioned work whose rights were transferred to you.",
      body2:
        "Logos, brand names, characters, song lyrics, photos of famous people and most images found online belong to someone else. We do not print designs that clearly infringe another person’s rights.",
    },
    checklist: {
      heading: "Checklist before you upload",
      items: {
        resolution: "{{recommended}} DPI at the final print size, never below {{minimum}}",
        format: "PNG with a transparent background for garments, mugs, bags and stickers",
        bleed: "3 mm (0.125 in) bleed on posters and stickers, text inside the safe area",
        lines: "No lines thinner than 1 pt",
        fonts: "Vector artwork exported as PNG at 300 DPI, its text outlined first",
        rights: "Artwork you own or have the right to use",
        preview: "Preview checked on the product before you pay",
      },
    },
    next: {
      help: "More answers about files and design",
      shipping: "Production and delivery times",
    },
  },
  shipping: {
    title: "Shipping",
    description:
      "Production in 2–5 business days, delivery times by region, tracking, customs duties, and what to do if a parcel is late, lost or damaged.",
    intro:
      "We ship worldwide from our print studio. Here is how long each stage takes, what it costs, and what to do if something goes wrong on the way.",
    production: {
      heading: "Production time",
      body1:
        "Each item is printed for you after you order. Production, including printing, drying and our quality check, takes 2–5 business days depending on the product.",
      body2:
        "Business days are Monday to Friday, excluding public holidays. Your total wait is the production time plus the delivery time for your region below.",
    },
    regions: {
      heading: "Delivery times by region",
      tableCaption: "Typical delivery times after your order ships, in business days",
      colRegion: "Destination",
      colStandard: "Standard",
      colExpress: "Express",
      notAvailable: "Not available",
      businessDays: "{{min}}–{{max}} business days",
      businessDaysExact_one: "{{count}} business day",
      businessDaysExact_other: "{{count}} business days",
      rows: {
        us: { name: "United States" },
        ca: { name: "Canada" },
        ukEu: { name: "United Kingdom & European Union" },
        auNz: { name: "Australia & New Zealand" },
        world: { name: "Rest of the world" },
      },
      note: "These are typical times, not guarantees. Busy seasons, weather and customs checks can add a few days.",
    },
    rates: {
      heading: "Shipping rates",
      tableCaption: "Shipping per order, by destination and method",
      colRegion: "Destination",
      colStandardFirst: "Standard, first item",
      colStandardAdditional: "Each additional item",
      colExpressFirst: "Express, first item",
      colExpressAdditional: "Each additional item",
    },
    costs: {
      heading: "Shipping costs and currency",
      body1:
        "Shipping is calculated from your destination and the shipping method you choose, and added to your order before you pay.",
      body2:
        "Order totals, shipping included, are always charged in US dollars (USD). If you display prices in another currency, the converted amounts are estimates: your bank converts the USD charge at its own rate and may add a fee.",
    },
    tracking: {
      heading: "Tracking your order",
      body: "As soon as your parcel leaves us, we email you its tracking number. You can also find the tracking number and the status of every order on the orders page of your account.",
    },
    customs: {
      heading: "Customs, duties and taxes",
      body: "For international orders, the destination country may charge import duties, taxes or customs handling fees. They are not included in our prices and may be due on delivery, paid to the carrier or to customs by the recipient.",
    },
    address: {
      heading: "Check your address",
      body: "Parcels go to the address entered with your order. Double-check the street, number, apartment and postal code before you pay: a wrong or incomplete address is the most common cause of delays.",
    },
    problems: {
      heading: "Late, lost or damaged parcels",
      intro:
        "If something goes wrong, <contact>contact us</contact> within 30 days of the expected delivery date and we will make it right.",
      late: {
        name: "Late",
        body: "First check the tracking: parcels sometimes wait at a sorting centre or at customs for a few days. If it still hasn’t arrived well after the estimate for your region, <contact>contact us</contact> with your order number.",
      },
      lost: {
        name: "Lost",
        body: "If tracking stops updating or shows the parcel as delivered but you don’t have it, <contact>contact us</contact>. We investigate with the carrier and, if the parcel is lost, we send a replacement or refund you.",
      },
      damaged: {
        name: "Damaged or misprinted",
        body: "Send us photos of the item, the print and the packaging within 30 days of delivery. We reprint or refund misprinted and damaged items, at no cost to you.",
      },
      helpLink: "Read more about returns and issues",
    },
  },
  help: {
    title: "Help center",
    description:
      "Answers about ordering, artwork files, payment and currency, shipping and delivery, returns and your account.",
    intro: "Quick answers to the questions we are asked most often. Select a question to see its answer.",
    sections: {
      ordering: {
        heading: "Ordering",
        questions: {
          howToOrder: {
            q: "How do I place an order?",
            a: "Choose a product, pick its options, upload your artwork and place it on the product. Check the preview, then pay. We print your order, check it and ship it to you.",
          },
          minimum: {
            q: "Is there a minimum order?",
            a: "No. Every item is made to order, so you can order a single piece or as many as you like.",
          },
          changeOrder: {
            q: "Can I change or cancel my order?",
            a: "Only before it goes into production. Because every item is printed just for you, an order that is already being printed can no longer be changed or cancelled. <contact>Contact us</contact> as soon as possible if you spot a mistake.",
          },
          productionTime: {
            q: "How long does it take to make my order?",
            a: "Production takes 2–5 business days, depending on the product. Delivery time is added on top and depends on your region.",
          },
        },
      },
      design: {
        heading: "Design & files",
        questions: {
          formats: {
            q: "Which file formats can I upload?",
            a: "PNG, JPEG, WebP and TIFF images of up to 50 MB. PNG with a transparent background suits most products. Export logos and lettering drawn as vectors (SVG, PDF, AI) as a PNG at 300 DPI: we print the pixels you see in the preview, so we do not take vector files.",
          },
          resolution: {
            q: "What resolution does my artwork need?",
            a: "{{recommended}} DPI at the size it will be printed, and never below {{minimum}} DPI. For example, a full 12 × 16 in t-shirt print area needs {{width}} × {{height}} pixels, and at least {{minimumWidth}} × {{minimumHeight}}. Each product page gives the pixels of its print areas.",
          },
          colours: {
            q: "Why do the printed colours look different from my screen?",
            a: "Screens display colour with light (RGB), while printing uses inks (CMYK). Most colours stay close, but bright neons and some vivid blues print duller. Every screen also shows colour a little differently.",
          },
          copyright: {
            q: "Can I use an image I found online?",
            a: "Only if you have the right to use it. Upload artwork you created yourself or are licensed to print. Logos, characters and most images found online belong to someone else.",
          },
        },
      },
      payment: {
        heading: "Payment & currency",
        questions: {
          currency: {
            q: "Which currency will I be charged in?",
            a: "Always US dollars (USD). You can display prices in another currency to compare more easily, but every charge, shipping included, is processed in USD.",
          },
          difference: {
            q: "Why is the amount on my bank statement different from the price I saw?",
            a: "Prices shown in a currency other than USD are converted estimates. Your bank converts the USD charge at its own exchange rate on the day and may add a foreign transaction fee.",
          },
          security: {
            q: "Is my payment secure?",
            a: "Yes. Payments are made over an encrypted connection, and your order goes into production only after the payment is confirmed.",
          },
        },
      },
      shipping: {
        heading: "Shipping & delivery",
        questions: {
          countries: {
            q: "Do you ship to my country?",
            a: "We ship worldwide. Delivery times range from 3–5 business days in the United States to 10–20 business days for the rest of the world.",
          },
          tracking: {
            q: "How do I track my order?",
            a: "When your parcel ships, we email you its tracking number. You can also see it, with the status of the order, on the orders page of your account.",
          },
          customs: {
            q: "Will I have to pay customs duties?",
            a: "Possibly. For international orders, the destination country may charge import duties or taxes. They are not included in our prices and may be due on delivery.",
          },
        },
      },
      returns: {
        heading: "Returns & issues",
        questions: {
          changeOfMind: {
            q: "Can I return an item if I change my mind?",
            a: "Custom products are made to order just for you, so they cannot be returned or exchanged for a change of mind, including a wrong size or colour choice. Please check options and the preview carefully before paying.",
          },
          damaged: {
            q: "My item arrived misprinted or damaged. What do I do?",
            a: "<contact>Contact us</contact> within 30 days of delivery with photos of the item and the packaging. We reprint or refund misprinted and damaged items, at no cost to you.",
          },
          lostParcel: {
            q: "My parcel is late or seems lost. What now?",
            a: "Check the tracking first: parcels can wait a few days at customs or in a sorting centre. If it is well past the estimate, <contact>contact us</contact> with your order number: we investigate with the carrier and send a replacement or a refund if the parcel is lost.",
          },
        },
      },
      account: {
        heading: "Account",
        questions: {
          orders: {
            q: "Where can I follow my orders?",
            a: "In your account, on the orders page: you see each order’s status and, once shipped, its tracking number.",
          },
          language: {
            q: "Can I use the shop in French?",
            a: "Yes. Use the language switch at the top of every page to read the shop in English or in French.",
          },
        },
      },
    },
    more: {
      heading: "Still looking?",
      body: "Our guides go into more detail.",
      about: "How it works, step by step",
      creative: "Preparing print-ready artwork",
      shipping: "Shipping times and tracking",
    },
    contact: {
      heading: "Contact us",
      prompt: "Can’t find your answer?",
      intro_one:
        "Write to us about an order, a product or anything else. We answer within {{count}} business day, in English or in French.",
      intro_other:
        "Write to us about an order, a product or anything else. We answer within {{count}} business days, in English or in French.",
      name: "Your name",
      email: "Your email",
      topic: "Topic",
      topicPlaceholder: "Choose a topic",
      topics: {
        order: "An order",
        product: "Products & printing",
        shipping: "Shipping & delivery",
        payment: "Payment",
        account: "My account",
        other: "Something else",
      },
      orderNumber: "Order number (optional)",
      message: "Your message",
      honeypot: "Leave this field empty",
      submit: "Send message",
      privacy: "We use these details only to answer you.",
      sentToast: "Message sent! We will answer you soon.",
      sentTitle: "Thank you, your message is on its way.",
      sentBody: "Your reference is {{reference}}. We have emailed a copy to {{email}}.",
      rateLimited_one: "You have sent too many messages. Please try again in {{count}} minute.",
      rateLimited_other: "You have sent too many messages. Please try again in {{count}} minutes.",
    },
  },
  terms: {
    title: "Terms of Service",
    description:
      "The rules for using our print-on-demand shop: your account, the artwork you upload, what we don’t print, payment in US dollars, returns of made-to-order items and closing accounts.",
    intro:
      "These terms are the agreement between you and {{siteName}} when you use the shop, create an account or place an order. We have kept them short and plain.",
    service: {
      heading: "Our service",
      body1:
        "{{siteName}} is a print-on-demand shop. You upload your own artwork and design products with it; we print each product to order and ship it to you.",
      body2:
        "By creating an account or placing an order, you accept these terms and our Privacy Policy, which explains what personal data we keep and why.",
      link: "Read the Privacy Policy",
    },
    account: {
      heading: "Your account",
      body1:
        "You can create an account with your email address and a password, or sign in with Google. Please give accurate details and keep your password to yourself: you are responsible for what is done with your account.",
      body2:
        "In Account settings you can see every session where you are signed in and sign out any you don’t recognise.",
    },
    artwork: {
      heading: "Your artwork",
      body1:
        "Only upload artwork you own or have the right to print on products: your own creations, images licensed for printed products, or commissioned work whose rights were transferred to you.",
      body2:
        "Your artwork remains yours. You allow us to store it, show it to you and print it, only to prepare and fulfil your orders.",
    },
    content: {
      heading: "Content we don’t print",
      body1:
        "Do not upload or order designs that are unlawful, that infringe someone else’s rights, such as copyright, trademarks or a person’s image, or that spread hatred against people or groups.",
      body2: "We may refuse to print any design, in particular one that breaks these rules.",
    },
    prices: {
      heading: "Prices and payment",
      body1:
        "You can choose the currency in which prices are displayed. Amounts shown in a currency other than the US dollar are conversions given for information only.",
      body2:
        "Every payment, shipping included, is charged in US dollars (USD). If your card uses another currency, your bank converts the charge at its own rate and may add a fee.",
    },
    returns: {
      heading: "Made to order: returns and misprints",
      body1:
        "Each product is made to order with your design, so custom items cannot be returned or exchanged because you changed your mind, including a size or colour you chose. Please check the options and the preview before you pay.",
      body2:
        "If an item arrives misprinted or damaged, we reprint or refund it at no cost to you. Contact us within 30 days of delivery with photos of the item and its packaging.",
      link: "How to report a problem with an order",
    },
    closing: {
      heading: "Suspending and closing accounts",
      body1:
        "We may suspend or close an account that is used for abuse, for example to upload content we don’t print, to commit fraud or to disrupt the shop for other customers.",
      body2: "You can close your own account at any time by deleting it in Account settings.",
    },
    law: {
      heading: "Applicable law and changes",
      body1:
        "These terms are governed by the law of the country where the shop is established. Nothing in them takes away the rights that consumer protection law where you live gives you.",
      body2:
        "We may update these terms. The date at the top of this page shows when they last changed, and the version in force when you place an order applies to that order.",
    },
    contact: {
      heading: "Contact us",
      body: "A question about these terms? Contact us through the help center.",
      link: "Write to us",
    },
  },
  privacy: {
    title: "Privacy Policy",
    description:
      "What personal data our shop keeps, why and for how long, the cookies it uses, and how to change or delete your data from your account.",
    intro:
      "This policy explains what personal data {{siteName}} keeps when you use the shop, why we keep it, for how long, and what you can do about it.",
    data: {
      heading: "What we keep",
      intro: "Depending on how you use the shop, we keep:",
      items: {
        account: {
          name: "Your account",
          body: "Your name, email address, preferred language and currency. If you sign up with a password, we store only an argon2id hash of it, never the password itself.",
        },
        google: {
          name: "Google sign-in",
          body: "If you sign in with Google, we receive your name, email address, the address of your Google profile picture and your Google account ID.",
        },
        sessions: {
          name: "Sessions",
          body: "When you sign in, we create a session: a random token that your browser refers to through a cookie, stored with your browser’s user agent and your IP address.",
        },
        codes: {
          name: "One-time codes",
          body: "Codes we send you by email are stored only as hashes, and expire after 10 minutes or 24 hours depending on their purpose.",
        },
        mail: {
          name: "Emails we send you",
          body: "We keep each message until it has been delivered, then erase its content.",
        },
        artwork: {
          name: "Artwork and orders",
          body: "The artwork you upload and the orders you place.",
        },
      },
    },
    purposes: {
      heading: "Why we keep it",
      body1:
        "We use this data to run the shop for you: to keep your account and sign you in securely, to send you the codes and emails you need, to show the shop in your language and currency, and to make and deliver your orders.",
      body2:
        "Your browser’s user agent and IP address are kept with each session so that you can recognise your sessions in Account settings.",
    },
    cookies: {
      heading: "Cookies",
      intro:
        "We only use the cookies the shop needs to work. There are no advertising cookies and no third-party tracking cookies.",
      items: {
        session: {
          name: "Session cookie (strictly necessary)",
          body: "Keeps you signed in. It only holds a reference to your session, page scripts cannot read it (HttpOnly), and the session expires 30 days after you last use it.",
        },
        preferences: {
          name: "Preference cookies",
          body: "The locale, currency and color-mode cookies remember your language, display currency and colour mode for 365 days.",
        },
        notifications: {
          name: "Notification cookie",
          body: "A short-lived, signed cookie carries one-time messages, such as a confirmation that a change was saved, to the next page you see.",
        },
      },
    },
    google: {
      heading: "Google sign-in",
      body1:
        "Google’s sign-in script is loaded only when you choose to sign in with Google. The rest of the shop does not load it.",
      body2:
        "When you use it, Google processes your data under its own privacy policy. We receive only your name, email address, profile picture address and Google account ID.",
    },
    retention: {
      heading: "How long we keep it",
      items: {
        account: {
          name: "Account data",
          body: "Until you delete your account.",
        },
        sessions: {
          name: "Sessions",
          body: "Until you sign out, or 30 days after you last used them.",
        },
        codes: {
          name: "One-time codes",
          body: "10 minutes or 24 hours, depending on the code.",
        },
        mail: {
          name: "Email content",
          body: "Until the message has been delivered.",
        },
        preferences: {
          name: "Preference cookies",
          body: "365 days.",
        },
        orders: {
          name: "Order records",
          body: "As long as accounting law requires, even after you delete your account.",
        },
      },
    },
    choices: {
      heading: "Your choices",
      body1:
        "In Account settings you can change your profile, language and currency, see the sessions where you are signed in and sign them out, change your password, and delete your account.",
      body2:
        "Deleting your account removes your personal data. We may keep order records for as long as accounting law requires.",
      body3:
        "You can also delete the shop’s cookies in your browser at any time: you will then be signed out and your preferences reset.",
    },
    changes: {
      heading: "Changes to this policy",
      body: "If we change how we handle your data, we will update this page and the date at the top.",
    },
    contact: {
      heading: "Contact us",
      body: "For any question or request about your personal data, contact us through the help center.",
      link: "Write to us",
    },
  },
} as const;
