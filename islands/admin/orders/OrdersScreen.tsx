/** Orders: the list (`/admin/orders`), one order (`/admin/orders/<id>`) and its packing slip (`/admin/orders/<id>/packing-slip`). */
import type { ScreenProps } from '../screen-props.js';
import { OrderDetailView } from './OrderDetailView.js';
import { OrderList } from './OrderList.js';
import { PackingSlipView } from './PackingSlipView.js';
import './orders.css';

export default function OrdersScreen({ subpath, canWrite, navigate }: ScreenProps) {
  const slip = /^([^/]+)\/packing-slip$/.exec(subpath);
  if (slip) return <PackingSlipView orderId={decodeURIComponent(slip[1] ?? '')} navigate={navigate} />;
  if (subpath !== '') return <OrderDetailView id={decodeURIComponent(subpath)} canWrite={canWrite} navigate={navigate} />;
  return <OrderList navigate={navigate} />;
}
