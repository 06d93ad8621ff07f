/** The page's own address choices to keep across posts: the draft, area, layer, mode. */
export function pageSearch(values: {
  draft: string | null;
  product?: string;
  color?: string;
  size?: string | null;
  area?: string | null;
  layer?: string | null;
  mode?: string | null;
  proof?: boolean;
  /** The clip-art search or category the page was showing, kept after a piece is added. */
  artSearch?: string | null;
  artCategory?: string | null;
}): string {
  const search = new URLSearchParams();
  if (values.draft) search.set("draft", values.draft);
  else {
    if (values.product) search.set("product", values.product);
    if (values.color) search.set("color", values.color);
    if (values.size) search.set("size", values.size);
  }
  if (values.area) search.set("area", values.area);
  if (values.layer) search.set("layer", values.layer);
  if (values.mode === "form") search.set("mode", "form");
  if (values.proof) search.set("proof", "1");
  if (values.artSearch) search.set("artSearch", values.artSearch);
  if (values.artCategory) search.set("artCategory", values.artCategory);
  return `?${search}`;
}
