/** The back-office's orders: queue, order page, actions, packing slip. */
export default {};
