export default {
  breadcrumb: {
    label: "Breadcrumb",
    home: "Home",
    products: "Products",
  },
  list: {
    title: "All products",
    description:
      "Custom t-shirts, hoodies, mugs, posters, phone cases, notebooks and more, printed on demand with your own artwork.",
    categoryDescription: "{{description}} Printed on demand with your own artwork.",
    subtypeTitle: "{{subtype}} · {{category}}",
    subtypeDescription:
      "Custom {{subtype}} printed on demand with your own artwork. Part of our {{category}} range.",
    browse: "Browse the catalogue",
    allProducts: "All products",
    allInCategory: "All {{category}}",
    count_one: "{{count}} product",
    count_other: "{{count}} products",
  },
  search: {
    label: "Search products",
    placeholder: "Search t-shirts, mugs, posters…",
    submit: "Search",
    resultsFor: "Results for “{{q}}”",
    clear: "Clear search",
  },
  empty: {
    title: "No products found",
    search:
      "Nothing in this part of the catalogue matches “{{q}}”. Check the spelling, use a more general word, or browse the categories.",
    filters: "No product matches these filters. Remove a colour or a size to see more.",
    clearFilters: "Clear filters",
    browseAll: "Browse all products",
  },
  sort: {
    label: "Sort by",
    featured: "Featured",
    relevance: "Best match",
    priceAsc: "Price: low to high",
    priceDesc: "Price: high to low",
    newest: "Newest",
    apply: "Sort",
  },
  filters: {
    heading: "Filters",
    colors: "Colour",
    sizes: "Size",
    option: "{{label}} ({{count}})",
    active_one: "{{count}} selected",
    active_other: "{{count}} selected",
    apply: "Apply filters",
    clear: "Clear filters",
  },
  pagination: {
    label: "Pages",
    previous: "Previous page",
    next: "Next page",
    page: "Page {{page}}",
    status: "Page {{page}} of {{count}}",
  },
};
