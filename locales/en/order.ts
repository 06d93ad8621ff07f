export default {
  title: "Order",
} as const;
