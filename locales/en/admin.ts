/** The back-office's frame, accounts and audit log. */
export default {
  title: "{{siteName}} back-office",
  backToShop: "Back to the shop",
  nav: {
    label: "Back-office",
    dashboard: "Dashboard",
    orders: "Orders",
    catalogue: "Catalogue",
    shipping: "Shipping rates",
    rates: "Exchange rates",
    accounts: "Accounts",
    audit: "Audit log",
  },
};
