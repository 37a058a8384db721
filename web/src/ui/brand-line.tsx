/** The product's mark and name on a line of their own, for the pages shown outside the app's shell. */
import { PRODUCT_NAME } from '../app/constants'

export function BrandLine({ className }: { className: string }) {
  return (
    <p className={className}>
      <span className="brand-mark" aria-hidden="true">
        Q
      </span>{' '}
      {PRODUCT_NAME}
    </p>
  )
}
