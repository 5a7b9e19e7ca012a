import { SEARCH_PATH, SEARCH_TEXT } from '@/schema/search-text'
import { Icon } from '@/ui/icon'

/**
 * The header's Search until scripts run, in the top strip and in the menu: a link to the search page, whose form does
 * the same without them, so the page's HTML carries no search form of the header (decision 0211).
 */
export function SearchPageLink({ className, iconSize }: { className: string; iconSize: number }) {
  return (
    <a className={className} href={SEARCH_PATH}>
      <Icon name="Search" size={iconSize} />
      {SEARCH_TEXT.open}
    </a>
  )
}
