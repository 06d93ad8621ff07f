export default {
  title: "Delivery address",
} as const;
