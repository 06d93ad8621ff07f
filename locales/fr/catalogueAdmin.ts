/** The back-office's dashboard, catalogue, prices, shipping rates and exchange rates. */
export default {};
