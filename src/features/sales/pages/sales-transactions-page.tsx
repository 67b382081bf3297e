import { SalesPageFrame } from '../components/sales-page-frame';
import { useSalesAddress } from '../sales-range';
import { TransactionsList } from '../transactions/transactions-list';

/** /shop/sales/transactions (issue 16: the dashboard's 'View all'): every transaction, filtered and paged. */
export function SalesTransactionsPage() {
  const { shopParam } = useSalesAddress();
  return (
    <SalesPageFrame page="transactions" shopParam={shopParam} refreshable>
      {(shop) => <TransactionsList key={shop.id} shopId={shop.id} />}
    </SalesPageFrame>
  );
}

export default SalesTransactionsPage;
