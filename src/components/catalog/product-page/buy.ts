/**
 * Buy and Make an offer (spec section 4, issue 38 from product-page-live.ts): purchases and offers
 * happen in the apps, so both open the 'Download our app' dialog; a gallery image opens the zoom.
 */
import { openDownloadDialog } from '../../../stores/dialogs.ts';
import type { ProductSectionProps } from '../ProductSection.tsx';

export function sectionHandlers(zoomTo: (index: number) => void): Pick<ProductSectionProps, 'onAction' | 'onZoom'> {
  return {
    onAction: () => openDownloadDialog(),
    onZoom: zoomTo,
  };
}
