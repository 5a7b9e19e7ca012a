/** The mark's tile. */
export const BRAND_COLOUR = '#553CDF'

/**
 * The consultancy's mark: a bridge arch rising to a star, on the brand colour, or in the brand colour on white
 * (`inverse`, for the sharing card's gradient). Decorative: the name beside it says who it is.
 */
export function BrandMark({ className, size, inverse }: { className?: string; size?: number; inverse?: boolean }) {
  const tile = inverse ? '#ffffff' : BRAND_COLOUR
  const line = inverse ? BRAND_COLOUR : '#ffffff'
  return (
    <svg className={className} width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="11" fill={tile} />
      <path d="M7 29h26" stroke={line} strokeWidth="2.6" strokeLinecap="round" />
      <path
        d="M10 29c0-7.5 4.5-12.5 10-12.5S30 21.5 30 29"
        fill="none"
        stroke={line}
        strokeWidth="2.6"
        strokeLinecap="round"
      />
      <path d="M15 29v-5.2M20 29v-7.6M25 29v-5.2" stroke={line} strokeWidth="2" strokeLinecap="round" opacity=".8" />
      <path d="m20 6.5 1.6 3.3 3.6.5-2.6 2.5.6 3.6-3.2-1.7-3.2 1.7.6-3.6-2.6-2.5 3.6-.5z" fill="#FFB547" />
    </svg>
  )
}
