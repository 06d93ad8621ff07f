/**
 * The shop's icons (Lucide's, ISC licence): each draws one symbol of a sprite file built from the
 * lucide-react package (vite.config.ts, `iconSprite`), so a page carries a short `<use>` per icon
 * instead of the whole drawing, and the browser no icon code. Stroke and fill come from `.icon`
 * in app.css; `currentColor` follows the text.
 */
import type { CSSProperties } from "react";
import spriteUrl from "virtual:icon-sprite";
import type { iconNames } from "#core/icon-names.ts";

export type IconProps = {
  className?: string;
  /** Lucide's default is 2; a thinner or bolder line for large icons. */
  strokeWidth?: number;
  "aria-hidden"?: boolean | "true" | "false";
  "aria-label"?: string;
};
export type IconComponent = (props: IconProps) => React.JSX.Element;

function icon(name: (typeof iconNames)[number]): IconComponent {
  function Icon({ className, strokeWidth, ...aria }: IconProps) {
    const style: CSSProperties | undefined = strokeWidth === undefined ? undefined : { strokeWidth };
    const label = aria["aria-label"];
    return (
      <svg
        className={className ? `icon ${className}` : "icon"}
        style={style}
        aria-hidden={label === undefined ? true : aria["aria-hidden"]}
        aria-label={label}
        role={label === undefined ? undefined : "img"}
      >
        <use href={`${spriteUrl}#${name}`} />
      </svg>
    );
  }
  Icon.displayName = name;
  return Icon;
}

export const ArrowRight = icon("arrow-right");
export const BadgeCheck = icon("badge-check");
export const Bell = icon("bell");
export const Check = icon("check");
export const CheckCircle2 = icon("circle-check");
export const ChevronDown = icon("chevron-down");
export const ChevronLeft = icon("chevron-left");
export const ChevronRight = icon("chevron-right");
export const CircleDollarSign = icon("circle-dollar-sign");
export const Clock = icon("clock");
export const Coffee = icon("coffee");
export const Contrast = icon("contrast");
export const CreditCard = icon("credit-card");
export const Crop = icon("crop");
export const Download = icon("download");
export const Eraser = icon("eraser");
export const Eye = icon("eye");
export const Factory = icon("factory");
export const FileImage = icon("file-image");
export const Frame = icon("frame");
export const Gauge = icon("gauge");
export const Globe = icon("globe");
export const Hourglass = icon("hourglass");
export const Images = icon("images");
export const Landmark = icon("landmark");
export const Languages = icon("languages");
export const Layers = icon("layers");
export const ListChecks = icon("list-checks");
export const Loader2 = icon("loader-circle");
export const LogOut = icon("log-out");
export const Mail = icon("mail");
export const MapPin = icon("map-pin");
export const Menu = icon("menu");
export const Monitor = icon("monitor");
export const Moon = icon("moon");
export const MousePointerClick = icon("mouse-pointer-click");
export const PackageCheck = icon("package-check");
export const PackageSearch = icon("package-search");
export const PackageX = icon("package-x");
export const Palette = icon("palette");
export const Pencil = icon("pencil");
export const Printer = icon("printer");
export const RotateCcw = icon("rotate-ccw");
export const Ruler = icon("ruler");
export const Scale = icon("scale");
export const Search = icon("search");
export const SearchCheck = icon("search-check");
export const Send = icon("send");
export const Settings = icon("settings");
export const ShieldCheck = icon("shield-check");
export const Shirt = icon("shirt");
export const ShoppingBag = icon("shopping-bag");
export const ShoppingCart = icon("shopping-cart");
export const SlidersHorizontal = icon("sliders-horizontal");
export const Smartphone = icon("smartphone");
export const Sticker = icon("sticker");
export const Sun = icon("sun");
export const Trash = icon("trash");
export const TriangleAlert = icon("triangle-exclamation-point");
export const Truck = icon("truck");
export const Type = icon("type");
export const Upload = icon("upload");
export const UserRound = icon("user-round");
export const Users = icon("users");
export const X = icon("x");
