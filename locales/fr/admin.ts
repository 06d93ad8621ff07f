/** Le cadre du back-office, les comptes et le journal d’audit. */
export default {
  title: "Back-office de {{siteName}}",
  backToShop: "Retour à la boutique",
  nav: {
    label: "Back-office",
    dashboard: "Tableau de bord",
    orders: "Commandes",
    catalogue: "Catalogue",
    shipping: "Tarifs de livraison",
    rates: "Taux de change",
    accounts: "Comptes",
    audit: "Journal d’audit",
  },
};
