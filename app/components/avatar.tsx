/**
 * A model's portrait: always a square cropped to its centre, round, at one of the product's
 * sizes, never stretched by the row it sits in. Decorative: the name beside it says
 * who it is.
 */
export type AvatarSize = 36 | 48 | 56;

export function Avatar({ src, size, className = "" }: { src: string; size: AvatarSize; className?: string }) {
  return <img className={`avatar avatar--${size}${className ? ` ${className}` : ""}`} src={src} alt="" width={size} height={size} loading="lazy" />;
}
