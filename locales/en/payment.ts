export default {
  title: "Payment",
} as const;
