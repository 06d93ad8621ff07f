/** Carriers the shop ships with and where their customers follow a parcel. */
const trackingPages: Record<string, (number: string) => string> = {
  usps: (number) => `https://tools.usps.com/go/TrackConfirmAction?tLabels=${number}`,
  ups: (number) => `https://www.ups.com/track?tracknum=${number}`,
  fedex: (number) => `https://www.fedex.com/fedextrack/?trknbr=${number}`,
  dhl: (number) => `https://www.dhl.com/global-en/home/tracking.html?tracking-id=${number}`,
  "canada-post": (number) =>
    `https://www.canadapost-postescanada.ca/track-reperage/en#/search?searchFor=${number}`,
  "royal-mail": (number) => `https://www.royalmail.com/track-your-item#/tracking-results/${number}`,
  colissimo: (number) => `https://www.laposte.fr/outils/suivre-vos-envois?code=${number}`,
  "deutsche-post": (number) =>
    `https://www.deutschepost.de/sendung/simpleQuery.html?form.sendungsnummer=${number}`,
};

export const carriers = Object.keys(trackingPages);

/** The carrier's tracking page for a parcel; null for a carrier the shop does not know. */
export function trackingUrl(carrier: string, number: string): string | null {
  const page = trackingPages[carrier];
  return page ? page(encodeURIComponent(number)) : null;
}
