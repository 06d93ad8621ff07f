/**
 * The designer's clip-art library (issue 30): which pieces of the Fluent Emoji Flat set
 * (@iconify-json/fluent-emoji-flat, MIT, Microsoft; docs/decisions/017-designer.md) customers can
 * place, in which category. Ids are the set's own icon names. Names and keywords are words a
 * customer reads, so they live in locales/<lang>/art.ts; the drawings stay on the server
 * (server/services/art.ts) and reach the browser as `/art/<id>.svg`, never in its bundle.
 */

/** Every piece is drawn on this square, in the set's units. */
export const ART_VIEWBOX = 32;

export const artCategories = [
  "animals",
  "nature",
  "food",
  "sports",
  "travel",
  "music",
  "celebrations",
  "symbols",
  "space",
  "smileys",
  "objects",
] as const;
export type ArtCategory = (typeof artCategories)[number];

/** Pieces by category, in the order the designer shows them. */
const piecesByCategory: Record<ArtCategory, readonly string[]> = {
  animals: [
    "cat-face",
    "dog-face",
    "fox",
    "lion",
    "tiger-face",
    "bear",
    "panda",
    "koala",
    "rabbit-face",
    "hamster",
    "cow-face",
    "pig-face",
    "horse-face",
    "unicorn",
    "monkey-face",
    "elephant",
    "giraffe",
    "owl",
    "penguin",
    "eagle",
    "dove",
    "parrot",
    "flamingo",
    "butterfly",
    "honeybee",
    "lady-beetle",
    "turtle",
    "dolphin",
    "spouting-whale",
    "octopus",
    "tropical-fish",
    "frog",
    "hedgehog",
    "sloth",
    "paw-prints",
    "t-rex",
  ],
  nature: [
    "sunflower",
    "rose",
    "tulip",
    "cherry-blossom",
    "hibiscus",
    "blossom",
    "bouquet",
    "four-leaf-clover",
    "maple-leaf",
    "fallen-leaf",
    "seedling",
    "potted-plant",
    "cactus",
    "palm-tree",
    "deciduous-tree",
    "evergreen-tree",
    "mushroom",
    "sun",
    "sun-behind-cloud",
    "cloud",
    "cloud-with-lightning",
    "rainbow",
    "snowflake",
    "fire",
    "droplet",
    "water-wave",
    "snow-capped-mountain",
    "volcano",
  ],
  food: [
    "red-apple",
    "green-apple",
    "banana",
    "strawberry",
    "cherries",
    "watermelon",
    "pineapple",
    "lemon",
    "avocado",
    "grapes",
    "peach",
    "carrot",
    "hot-pepper",
    "pizza",
    "hamburger",
    "french-fries",
    "hot-dog",
    "taco",
    "sushi",
    "doughnut",
    "cookie",
    "cupcake",
    "soft-ice-cream",
    "croissant",
    "pretzel",
    "popcorn",
    "hot-beverage",
    "bubble-tea",
    "beer-mug",
    "tropical-drink",
    "wine-glass",
  ],
  sports: [
    "soccer-ball",
    "basketball",
    "american-football",
    "baseball",
    "tennis",
    "volleyball",
    "rugby-football",
    "ping-pong",
    "badminton",
    "bowling",
    "pool-8-ball",
    "ice-hockey",
    "skateboard",
    "roller-skate",
    "skis",
    "boxing-glove",
    "trophy",
    "1st-place-medal",
    "chequered-flag",
    "bullseye",
    "game-die",
    "video-game",
    "puzzle-piece",
    "chess-pawn",
    "running-shoe",
  ],
  travel: [
    "airplane",
    "automobile",
    "racing-car",
    "bus",
    "taxi",
    "bicycle",
    "motor-scooter",
    "motorcycle",
    "locomotive",
    "high-speed-train",
    "sailboat",
    "ship",
    "helicopter",
    "tractor",
    "anchor",
    "tent",
    "beach-with-umbrella",
    "desert-island",
    "world-map",
    "globe-showing-europe-africa",
    "compass",
    "luggage",
    "castle",
    "house",
    "ferris-wheel",
  ],
  music: [
    "musical-note",
    "musical-notes",
    "guitar",
    "microphone",
    "studio-microphone",
    "headphone",
    "saxophone",
    "trumpet",
    "drum",
    "musical-keyboard",
    "accordion",
    "radio",
    "artist-palette",
    "paintbrush",
    "crayon",
    "performing-arts",
    "clapper-board",
    "camera",
  ],
  celebrations: [
    "birthday-cake",
    "party-popper",
    "confetti-ball",
    "balloon",
    "wrapped-gift",
    "ribbon",
    "fireworks",
    "sparkler",
    "christmas-tree",
    "santa-claus",
    "snowman",
    "jack-o-lantern",
    "ghost",
    "bell",
    "crown",
    "ring",
    "clinking-glasses",
    "bottle-with-popping-cork",
    "mirror-ball",
    "graduation-cap",
  ],
  symbols: [
    "red-heart",
    "orange-heart",
    "yellow-heart",
    "green-heart",
    "blue-heart",
    "purple-heart",
    "black-heart",
    "pink-heart",
    "sparkling-heart",
    "two-hearts",
    "heart-with-arrow",
    "heart-with-ribbon",
    "broken-heart",
    "heart-on-fire",
    "love-letter",
    "star",
    "glowing-star",
    "sparkles",
    "hundred-points",
    "peace-symbol",
    "yin-yang",
    "infinity",
    "recycling-symbol",
    "check-mark-button",
    "red-question-mark",
    "red-exclamation-mark",
    "light-bulb",
    "collision",
  ],
  space: [
    "rocket",
    "flying-saucer",
    "alien",
    "alien-monster",
    "ringed-planet",
    "crescent-moon",
    "full-moon",
    "comet",
    "shooting-star",
    "milky-way",
    "telescope",
    "satellite",
    "astronaut",
    "atom-symbol",
    "dna",
    "microscope",
    "test-tube",
    "robot",
  ],
  smileys: [
    "grinning-face",
    "smiling-face-with-heart-eyes",
    "face-with-tears-of-joy",
    "winking-face",
    "smiling-face-with-sunglasses",
    "star-struck",
    "partying-face",
    "face-blowing-a-kiss",
    "thinking-face",
    "nerd-face",
    "zany-face",
    "upside-down-face",
    "hugging-face",
    "smiling-face-with-halo",
    "sleeping-face",
    "skull",
    "thumbs-up",
    "waving-hand",
    "victory-hand",
    "clapping-hands",
    "flexed-biceps",
  ],
  objects: [
    "books",
    "pencil",
    "scissors",
    "old-key",
    "hourglass-done",
    "alarm-clock",
    "umbrella",
    "sunglasses",
    "t-shirt",
    "gem-stone",
    "money-bag",
    "teddy-bear",
    "yarn",
    "toolbox",
    "magic-wand",
    "crystal-ball",
    "backpack",
    "kite",
  ],
};

export type ArtPiece = { id: string; category: ArtCategory };

export const artPieces: readonly ArtPiece[] = artCategories.flatMap((category) =>
  piecesByCategory[category].map((id) => ({ id, category })),
);

const pieceById = new Map(artPieces.map((piece) => [piece.id, piece]));

export function isArtId(id: string): boolean {
  return pieceById.has(id);
}

export function artPiece(id: string): ArtPiece | undefined {
  return pieceById.get(id);
}

export function isArtCategory(value: unknown): value is ArtCategory {
  return typeof value === "string" && (artCategories as readonly string[]).includes(value);
}

/**
 * Where an art layer's drawing comes from, given its piece and its colour (`undefined`: its own
 * colours); `undefined` leaves the layer out.
 */
export type ArtSource = (artId: string, color: string | undefined) => string | undefined;

/** The piece as the shop serves it to browsers (app/routes/art.ts), recoloured when asked. */
export const artHref: ArtSource = (artId, color) =>
  `/art/${encodeURIComponent(artId)}.svg${color ? `?color=${color.slice(1)}` : ""}`;

/**
 * Lower case without accents or ligatures, so "Éléphant", "elephant" and "ÉLÉPHANT" are one word,
 * and "coeur" finds "cœur".
 */
export function foldForSearch(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/œ/g, "oe")
    .replace(/æ/g, "ae")
    .replace(/[’']/g, " ");
}

/** A piece's words in one language: its name and its keywords (a comma-separated list). */
export type ArtWords = { name: string; keywords: string };

/** The words of a text, folded, for matching. */
function searchWords(text: string): string[] {
  return foldForSearch(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/**
 * The pieces with a word of their name or keywords starting with every word of `q` (accents and
 * case aside, a plural's final s or x dropped), in `category` when given; every piece in order
 * without either.
 */
export function searchArt(
  words: (id: string) => ArtWords,
  options: { q?: string; category?: ArtCategory },
): ArtPiece[] {
  const terms = searchWords(options.q ?? "");
  return artPieces.filter((piece) => {
    if (options.category && piece.category !== options.category) return false;
    if (terms.length === 0) return true;
    const { name, keywords } = words(piece.id);
    const own = searchWords(`${name} ${keywords}`);
    const singular = (term: string) => (term.length > 3 && /[sx]$/.test(term) ? term.slice(0, -1) : term);
    return terms.every((term) => own.some((word) => word.startsWith(singular(term))));
  });
}

/** A keyword list as the API gives it. */
export function keywordList(keywords: string): string[] {
  return keywords
    .split(",")
    .map((keyword) => keyword.trim())
    .filter(Boolean);
}
