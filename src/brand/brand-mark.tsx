import { brandMarkShapes } from './brand-mark-shapes'

/**
 * The consultancy's mark: a bridge arch rising to a star, on the brand colour, or in the brand colour on white
 * (`inverse`, for the sharing card's gradient). Decorative: the name beside it says who it is. The site's pages draw
 * it from their icon sheet instead (src/shell/logo.tsx).
 */
export function BrandMark({ className, size, inverse }: { className?: string; size?: number; inverse?: boolean }) {
  const shapes = brandMarkShapes({ inverse })
  return (
    <svg className={className} width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      {shapes.map(([Tag, attributes], index) => (
        <Tag key={index} {...attributes} />
      ))}
    </svg>
  )
}
