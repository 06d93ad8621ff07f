const entities: Record<string, string> = {
  "<": "&lt;",
  ">": "&gt;",
  "&": "&amp;",
  '"': "&quot;",
  "'": "&apos;",
};

/** Text made safe inside an XML (SVG, sitemap) element or a quoted attribute. */
export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (character) => entities[character] ?? character);
}
