/**
 * The notification centre (/account/notifications) and each notification's words. A notification
 * is stored as a type and values; `messages.<type>` renders it when it is read, in the reader's
 * language (app/utils/notification-text.ts). A text whose values are missing gives way to the
 * next variant of the same key (`text`, then `textNoReason`…), so no `{{value}}` ever shows.
 */
export default {
  title: "Notifications",
  intro: "What happened to your orders, your account and your files, newest first.",
  filter: {
    label: "Show",
    all: "All notifications",
    unreadOnly: "Unread only",
    apply: "Apply",
  },
  groups: {
    orders: "Orders",
    security: "Account security",
    files: "Files",
  },
  groupAll: {
    orders: "All about orders",
    security: "All about account security",
    files: "All about files",
  },
  types: {
    order_placed: "Order placed",
    order_paid: "Payment received",
    order_in_production: "In production",
    order_on_hold: "On hold (action required)",
    order_shipped: "Shipped",
    order_delivered: "Delivered",
    order_cancelled: "Cancelled",
    order_refunded: "Refunded",
    password_changed: "Password changed",
    new_sign_in: "Sign-in from a new device",
    email_changed: "Email address changed",
    file_failed: "File processing failed",
  },
  listLabel: "Your notifications",
  unreadCount_one: "{{count}} unread",
  unreadCount_other: "{{count}} unread",
  unread: "Unread",
  markRead: "Mark as read",
  markAll: "Mark all as read",
  markedAll: "All your notifications are marked as read.",
  none: "Nothing yet. When an order moves or something happens to your account, you will read it here.",
  noneMatching: "No notification matches these choices.",
  showAll: "Show all notifications",
  pagination: "Pages of notifications",
  notFound: "This notification does not exist any more.",
  invalid: "This action is not possible. Reload the page and try again.",
  preferences: {
    title: "Email",
    text: "Choose which of these we also send you by email, or get order updates in one daily digest. Security messages and receipts are always emailed.",
    link: "Email preferences",
  },
  messages: {
    order_placed: {
      title: "Order {{reference}} is placed",
      text: "Pay for it within 48 hours and we will print it.",
    },
    order_paid: {
      title: "Payment received for order {{reference}}",
      text: "Thank you! Your receipt is on the order’s page.",
    },
    order_in_production: {
      title: "Order {{reference}} is being printed",
      text: "We will tell you as soon as it ships.",
    },
    order_on_hold: {
      title: "Action required: order {{reference}} is on hold",
      text: "Our message: {{reason}}",
      textNoReason: "Open the order to read our message and answer it.",
    },
    order_shipped: {
      title: "Order {{reference}} has shipped",
      text: "{{carrier}} tracking number: {{trackingNumber}}",
      textNoTracking: "It is on its way to you.",
    },
    order_delivered: {
      title: "Order {{reference}} was delivered",
      text: "We hope you love it.",
    },
    order_cancelled: {
      title: "Order {{reference}} was cancelled",
      reason: {
        customer: "You cancelled it.",
        expired: "It was not paid within 48 hours.",
        operator: "We cancelled it: the order’s page tells you why.",
      },
      text: "Open the order to see why.",
    },
    order_refunded: {
      title: "Order {{reference}} was refunded",
      text: "The money is on its way back to your card.",
    },
    password_changed: {
      title: "Your password was changed",
      text: "If you did not change it, reset your password now.",
    },
    new_sign_in: {
      title: "New sign-in to your account",
      text: "From {{browser}} on {{os}}. If it was not you, change your password now.",
      textNoDevice: "From a browser we had not seen before. If it was not you, change your password now.",
    },
    email_changed: {
      title: "Your email address was changed",
      text: "Your account now uses {{email}}. If you did not change it, contact us.",
      textNoEmail: "If you did not change it, contact us.",
    },
    file_failed: {
      title: "“{{name}}” could not be processed",
      titleNoName: "A file could not be processed",
      text: "Upload it again, or try another file.",
    },
  },
};
