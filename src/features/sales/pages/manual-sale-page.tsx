import { useSalesAddress } from '../sales-range';
import { SalesPageFrame } from '../components/sales-page-frame';
import { ManualSaleForm } from '../manual-entry/manual-sale-form';

/** /shop/sales/manual-entry (spec 03 §2, named route ManualSalesEntry): an offline sale, entered by hand. */
function ManualSalePage() {
  const { shopParam } = useSalesAddress();
  return (
    <SalesPageFrame page="manualEntry" shopParam={shopParam}>
      {(shop) => <ManualSaleForm key={shop.id} shopId={shop.id} />}
    </SalesPageFrame>
  );
}

export default ManualSalePage;
